import type { Access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import { userAllows } from '../auth/session-user';

/*
 * What the admin routes' loaders fetch before their page shows (on a link hover too), each
 * beside its feature. Loaders run outside React and stay in the main bundle, so a preload's
 * module holds no admin UI.
 */

/** A preload never fails the navigation: the page shows its own load failure. */
export const settle = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );

/**
 * Preloads when the signed-in role may read at this level, as far as the cached session says.
 * A read the server would refuse is left to the page, which says so without calling it.
 */
export function preloadIf(
  { trpc, queryClient }: RouterContext,
  level: Access,
  load: () => Promise<unknown>,
): Promise<void> {
  if (level !== 'public') {
    const user = queryClient.getQueryData(trpc.auth.me.queryKey());
    if (!user || !userAllows(user, level)) return Promise.resolve();
  }
  return settle(load());
}
