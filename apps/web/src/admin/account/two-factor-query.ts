import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** Whether the account's two-factor sign-in is on, as its card reads it and the route preloads it. */
export const twoFactorStatusQuery = (trpc: Trpc) =>
  trpc.twoFactor.status.queryOptions(undefined, adminRead);

export const preloadTwoFactorStatus = (context: RouterContext) =>
  preloadIf(context, access.twoFactor.status.level, () =>
    context.queryClient.ensureQueryData(twoFactorStatusQuery(context.trpc)),
  );
