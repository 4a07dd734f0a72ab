import { messages, type StaleChange, staleChangeSchema } from '@studio/contracts';
import { errorCode, errorData, serverAnswered } from '../../lib/server-errors';

// What every refusal tells lives with the light pages' calls, which read it too (no zod there).
export { asksForCode, serverAnswered, serverIssues, serverMessage } from '../../lib/server-errors';

export const isUnauthorized = (error: unknown) => errorCode(error) === 'UNAUTHORIZED';

/** The signed-in role may not do this (the access table of @studio/contracts). */
export const isForbidden = (error: unknown) => errorCode(error) === 'FORBIDDEN';

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

/** What a list shows when it cannot load: the permission refusal, or "<Title> API failed". */
export const loadFailure = (error: unknown, label: string): string =>
  isForbidden(error) ? messages.server.forbidden : messages.dashboard.apiFailed(label);

/**
 * Retry a read once when the server could not be reached; an answer (401, 404, ...) is final,
 * and a 401 signs the user out.
 */
export const retryUnlessAnswered = (failures: number, error: unknown) =>
  failures < 1 && !serverAnswered(error);
