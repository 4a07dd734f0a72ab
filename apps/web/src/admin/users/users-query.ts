import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The users, as its page reads it and the route preloads it. */
export const usersQuery = (trpc: Trpc) => trpc.users.list.queryOptions(undefined, adminRead);

export const preloadUsers = (context: RouterContext) =>
  preloadIf(context, access.users.list.level, () =>
    context.queryClient.ensureQueryData(usersQuery(context.trpc)),
  );
