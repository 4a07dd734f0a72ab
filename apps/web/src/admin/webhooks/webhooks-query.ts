import { access } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';

/** The webhooks, as its page reads it and the route preloads it. */
export const webhooksQuery = (trpc: Trpc) => trpc.webhooks.list.queryOptions(undefined, adminRead);

export const preloadWebhooks = (context: RouterContext) =>
  preloadIf(context, access.webhooks.list.level, () =>
    context.queryClient.ensureQueryData(webhooksQuery(context.trpc)),
  );
