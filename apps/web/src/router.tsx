import { createRouter } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { queryClient } from './lib/query-client';
import type { RouterContext } from './lib/router-context';
import { trpcClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';

const context: RouterContext = {
  queryClient,
  trpc: createTRPCQueryUtils({ queryClient, client: trpcClient }),
};

export const router = createRouter({
  routeTree,
  context,
  defaultPreload: 'intent',
  // TanStack Query decides whether cached data is fresh: every preload runs the loaders.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
