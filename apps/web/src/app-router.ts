import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/**
 * The router of registration and the admin area, over the query cache. The public pages and
 * /login have none (public/start.tsx, sign-in/start.tsx).
 */
export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: {
      queryClient,
      trpc: createTRPCOptionsProxy({ queryClient, client: trpcClient }),
    },
    defaultPreload: 'intent',
    // TanStack Query decides whether cached data is fresh: every preload runs the loaders.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
