import { messages } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  asksForCode,
  isForbidden,
  isUnauthorized,
  loadFailure,
  retryUnlessAnswered,
  serverAnswered,
  serverIssues,
  serverMessage,
  staleOf,
} from './errors';

/** An error as the tRPC client raises it when the server answered. */
const answered = (message: string, data: object) =>
  TRPCClientError.from({ error: { message, code: -32600, data } });

/** An error as the tRPC client raises it when the server could not be reached. */
const unreachable = () => TRPCClientError.from(new TypeError('Failed to fetch'));

describe('server answers', () => {
  it('tells a refusal by its code from a network failure', () => {
    const forbidden = answered('Not allowed.', { code: 'FORBIDDEN', httpStatus: 403 });
    expect(serverAnswered(forbidden)).toBe(true);
    expect(isForbidden(forbidden)).toBe(true);
    expect(isUnauthorized(forbidden)).toBe(false);
    expect(isUnauthorized(answered('Sign in.', { code: 'UNAUTHORIZED' }))).toBe(true);

    expect(serverAnswered(unreachable())).toBe(false);
    expect(serverAnswered(new Error('plain'))).toBe(false);
    expect(serverAnswered(undefined)).toBe(false);
  });

  it('tells a stale save (CONFLICT with the current record) from any other conflict', () => {
    const current = { _id: 'a', title: 'Theirs', version: 2 };
    const changedBy = { actor: 'ana@studio.test', at: '2026-11-26T10:02:00.000Z' };
    expect(staleOf(answered('Changed.', { code: 'CONFLICT', current, changedBy }))).toEqual({
      current,
      changedBy,
    });
    // Who is not always known; a malformed "who" is not shown.
    expect(staleOf(answered('Changed.', { code: 'CONFLICT', current }))).toEqual({
      current,
      changedBy: undefined,
    });
    expect(
      staleOf(answered('Changed.', { code: 'CONFLICT', current, changedBy: { actor: 3 } })),
    ).toEqual({ current, changedBy: undefined });
    expect(staleOf(answered('In use.', { code: 'CONFLICT', httpStatus: 409 }))).toBeUndefined();
    expect(staleOf(answered('Bad.', { code: 'BAD_REQUEST', current }))).toBeUndefined();
    expect(staleOf(unreachable())).toBeUndefined();
  });

  it('tells a sign-in that needs a code from any other refusal', () => {
    const needsCode = { code: 'UNAUTHORIZED', httpStatus: 401, twoFactorRequired: true };
    expect(asksForCode(answered('Enter the code.', needsCode))).toBe(true);
    expect(asksForCode(answered('Invalid email or password.', { code: 'UNAUTHORIZED' }))).toBe(
      false,
    );
    expect(asksForCode(unreachable())).toBe(false);
  });

  it("gives the server's own message only when it answered", () => {
    expect(serverMessage(answered('Email already in use.', { code: 'CONFLICT' }))).toBe(
      'Email already in use.',
    );
    expect(serverMessage(unreachable())).toBeUndefined();
  });

  it('reads the field issues of a refused input, ignoring malformed ones', () => {
    const error = answered('currentPassword: not correct', {
      code: 'BAD_REQUEST',
      issues: [{ path: 'currentPassword', message: 'not correct' }, { path: 3 }, 'junk'],
    });
    expect(serverIssues(error)).toEqual([{ path: 'currentPassword', message: 'not correct' }]);
    expect(serverIssues(unreachable())).toEqual([]);
  });
});

describe('loadFailure', () => {
  it('words a refused list as the permission refusal, any other failure per SPEC.md §8', () => {
    expect(loadFailure(answered('x', { code: 'FORBIDDEN' }), 'Podcast')).toBe(
      messages.server.forbidden,
    );
    expect(loadFailure(unreachable(), 'Podcast')).toBe('Podcast API failed');
  });
});

describe('retryUnlessAnswered', () => {
  it('retries once after a network failure, never after an answer', () => {
    expect(retryUnlessAnswered(0, unreachable())).toBe(true);
    expect(retryUnlessAnswered(1, unreachable())).toBe(false);
    expect(retryUnlessAnswered(0, answered('Not found.', { code: 'NOT_FOUND' }))).toBe(false);
  });
});
