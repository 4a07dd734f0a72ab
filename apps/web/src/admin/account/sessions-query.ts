import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The account's sessions, as its page reads it and the route preloads it. */
export const sessionsQuery = (trpc: Trpc) =>
  trpc.account.sessions.queryOptions(undefined, adminRead);

export const preloadSessions = (context: RouterContext) =>
  preloadIf(context, access.account.sessions.level, () =>
    context.queryClient.ensureQueryData(sessionsQuery(context.trpc)),
  );
