import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The account's sessions, as its page reads it and the route preloads it. */
export const sessionsQuery = (trpc: Trpc) =>
  trpc.account.sessions.queryOptions(undefined, adminRead);

/** How many API tokens were made with the account: the password form offers to revoke them. */
export const apiTokenCountQuery = (trpc: Trpc) =>
  trpc.account.apiTokenCount.queryOptions(undefined, adminRead);

/** How many pending invitations the account sent: the password form offers to revoke them. */
export const invitationCountQuery = (trpc: Trpc) =>
  trpc.account.invitationCount.queryOptions(undefined, adminRead);

/** The account page's reads: its sessions, and its token and invitation counts. */
export const preloadAccount = (context: RouterContext) =>
  Promise.all([
    preloadIf(context, access.account.sessions.level, () =>
      context.queryClient.ensureQueryData(sessionsQuery(context.trpc)),
    ),
    preloadIf(context, access.account.apiTokenCount.level, () =>
      context.queryClient.ensureQueryData(apiTokenCountQuery(context.trpc)),
    ),
    preloadIf(context, access.account.invitationCount.level, () =>
      context.queryClient.ensureQueryData(invitationCountQuery(context.trpc)),
    ),
  ]);
