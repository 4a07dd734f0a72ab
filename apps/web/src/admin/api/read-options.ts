import { retryUnlessAnswered } from './errors';

/**
 * How every admin read is made, by a loader's `ensureData` and a component's hook alike:
 * retried once, and only when the server could not be reached.
 */
export const adminRead = { retry: retryUnlessAnswered };

export type ReadOptions = typeof adminRead;
