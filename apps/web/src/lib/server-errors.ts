import type { ApiIssue } from '@studio/contracts';

/**
 * What a refused call tells, read alike from the tRPC client's error (the admin) and from
 * `trpc-fetch`'s `ServerRefusal` (the light pages, /login): both carry the `data` the server's
 * error formatter sends (its tRPC code, `twoFactorRequired`, the issues); an error without it
 * never got the server's answer (a network failure).
 */
export function errorData(error: unknown): object | undefined {
  if (!(error instanceof Error) || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The tRPC error code the server answered with, or undefined when it never answered. */
export function errorCode(error: unknown): string | undefined {
  const data = errorData(error);
  if (!data || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/** True when the server answered with an error (as opposed to a network failure). */
export const serverAnswered = (error: unknown) => errorCode(error) !== undefined;

/** The server's own message, when it answered with one. */
export function serverMessage(error: unknown): string | undefined {
  return serverAnswered(error) && error instanceof Error && error.message
    ? error.message
    : undefined;
}

/** A sign-in whose password was right, for an account that needs a code too. */
export function asksForCode(error: unknown): boolean {
  const data = errorData(error);
  return data !== undefined && 'twoFactorRequired' in data && data.twoFactorRequired === true;
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
