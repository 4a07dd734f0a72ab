import { messages } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { asksForCode, serverAnswered, serverIssues, serverMessage } from './server-errors';
import { answerOf } from './trpc-fetch';

/** The same refusal, as the tRPC client raises it and as /login's fetch reads it. */
async function bothWays(message: string, data: object): Promise<unknown[]> {
  const body = { error: { message, code: -32001, data } };
  const fetched = await answerOf(new Response(JSON.stringify(body), { status: 401 })).catch(
    (error: unknown) => error,
  );
  return [TRPCClientError.from(body), fetched];
}

describe('a refusal read from the tRPC client or from fetch', () => {
  it('asks for a code when the password was right and the account needs one', async () => {
    const needsCode = { code: 'UNAUTHORIZED', httpStatus: 401, twoFactorRequired: true };
    for (const error of await bothWays(messages.twoFactor.codeRequired, needsCode)) {
      expect(asksForCode(error)).toBe(true);
      expect(serverAnswered(error)).toBe(true);
      expect(serverMessage(error)).toBe(messages.twoFactor.codeRequired);
    }
    for (const error of await bothWays(messages.login.invalidCredentials, {
      code: 'UNAUTHORIZED',
    })) {
      expect(asksForCode(error)).toBe(false);
      expect(serverMessage(error)).toBe(messages.login.invalidCredentials);
    }
  });

  it("gives the server's issues field by field", async () => {
    const issues = [{ path: 'password', message: 'Use at least 8 characters.' }, { path: 3 }];
    for (const error of await bothWays('Invalid input.', { code: 'BAD_REQUEST', issues })) {
      expect(serverIssues(error)).toEqual([issues[0]]);
    }
  });

  it('tells a network failure or an answer that is not tRPC’s from a refusal', async () => {
    const notTrpc = await answerOf(new Response('<html></html>', { status: 502 })).catch(
      (error: unknown) => error,
    );
    for (const error of [
      TRPCClientError.from(new TypeError('Failed to fetch')),
      new TypeError('Failed to fetch'),
      notTrpc,
      undefined,
    ]) {
      expect(serverAnswered(error)).toBe(false);
      expect(serverMessage(error)).toBeUndefined();
      expect(asksForCode(error)).toBe(false);
    }
  });
});
