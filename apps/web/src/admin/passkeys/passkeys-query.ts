import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The account's passkeys, as the account page reads them and its route preloads them. */
export const passkeysQuery = (trpc: Trpc) => trpc.passkeys.list.queryOptions(undefined, adminRead);

export const preloadPasskeys = (context: RouterContext) =>
  preloadIf(context, access.passkeys.list.level, () =>
    context.queryClient.ensureQueryData(passkeysQuery(context.trpc)),
  );
