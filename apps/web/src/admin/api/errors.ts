import { type ApiIssue, messages, type StaleChange, staleChangeSchema } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';

/** The `data` the server's error formatter sends: its tRPC code and, for bad input, the issues. */
function errorData(error: unknown): object | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The tRPC error code the server answered with, or undefined when it never answered. */
function errorCode(error: unknown): string | undefined {
  const data = errorData(error);
  if (!data || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

export const isUnauthorized = (error: unknown) => errorCode(error) === 'UNAUTHORIZED';

/** The signed-in role may not do this (the access table of @studio/contracts). */
export const isForbidden = (error: unknown) => errorCode(error) === 'FORBIDDEN';

/** A sign-in whose password was right, for an account that needs a code too. */
export function asksForCode(error: unknown): boolean {
  const data = errorData(error);
  return data !== undefined && 'twoFactorRequired' in data && data.twoFactorRequired === true;
}

/** What a write refused as stale comes with: the record as it is now, and who changed it. */
export interface Staleness {
  current: object;
  changedBy: StaleChange | undefined;
}

/** A write refused as stale (CONFLICT with `current`); undefined for any other failure. */
export function staleOf(error: unknown): Staleness | undefined {
  const data = errorData(error);
  if (errorCode(error) !== 'CONFLICT' || !data || !('current' in data)) return undefined;
  const { current } = data;
  if (typeof current !== 'object' || current === null) return undefined;
  const changedBy = 'changedBy' in data ? staleChangeSchema.safeParse(data.changedBy) : undefined;
  return { current, changedBy: changedBy?.success ? changedBy.data : undefined };
}

/** True when the server answered with an error (as opposed to a network failure). */
export const serverAnswered = (error: unknown) => errorCode(error) !== undefined;

/** The server's own message, when it answered with one. */
export function serverMessage(error: unknown): string | undefined {
  return serverAnswered(error) && error instanceof Error && error.message
    ? error.message
    : undefined;
}

const isIssue = (value: unknown): value is ApiIssue =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  typeof value.path === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/** The field-by-field problems of a refused input ("currentPassword": "not correct", ...). */
export function serverIssues(error: unknown): ApiIssue[] {
  const data = errorData(error);
  if (!data || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(isIssue);
}

/** What a list shows when it cannot load: the permission refusal, or "<Title> API failed". */
export const loadFailure = (error: unknown, label: string): string =>
  isForbidden(error) ? messages.server.forbidden : messages.dashboard.apiFailed(label);

/**
 * Retry a read once when the server could not be reached; an answer (401, 404, ...) is final,
 * and a 401 signs the user out.
 */
export const retryUnlessAnswered = (failures: number, error: unknown) =>
  failures < 1 && !serverAnswered(error);
