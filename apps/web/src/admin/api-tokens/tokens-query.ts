import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The API tokens, as its page reads it and the route preloads it. */
export const tokensQuery = (trpc: Trpc) => trpc.apiTokens.list.queryOptions(undefined, adminRead);

export const preloadTokens = (context: RouterContext) =>
  preloadIf(context, access.apiTokens.list.level, () =>
    context.queryClient.ensureQueryData(tokensQuery(context.trpc)),
  );
