import { TRPCClientError } from '@trpc/client';

/** The tRPC error code the server answered with, or undefined when it never answered. */
function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

export const isUnauthorized = (error: unknown) => errorCode(error) === 'UNAUTHORIZED';

/** True when the server answered with an error (as opposed to a network failure). */
export const serverAnswered = (error: unknown) => errorCode(error) !== undefined;

/** The server's own message, when it answered with one. */
export function serverMessage(error: unknown): string | undefined {
  return serverAnswered(error) && error instanceof Error && error.message
    ? error.message
    : undefined;
}

/**
 * Retry a read once when the server could not be reached; an answer (401, 404, ...) is final,
 * and a 401 signs the user out.
 */
export const retryUnlessAnswered = (failures: number, error: unknown) =>
  failures < 1 && !serverAnswered(error);
