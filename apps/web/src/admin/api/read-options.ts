import { retryUnlessAnswered } from './errors';

/**
 * How every admin read is made, by a loader's `ensureQueryData` and a component's `useQuery` alike:
 * retried once, and only when the server could not be reached.
 */
export const adminRead = { retry: retryUnlessAnswered };
