import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcClient } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/**
 * The app's router over a query cache: the browser's (its own history), or the build's, which
 * renders each public page's first screen from a memory history (first-screen.tsx). `basepath`:
 * a non-default locale's prefix ("/es"), under which every public page is that language's.
 */
export const createAppRouter = (
  queryClient: QueryClient,
  history?: RouterHistory,
  basepath?: string,
) =>
  createRouter({
    routeTree,
    history,
    basepath,
    context: {
      queryClient,
      trpc: createTRPCOptionsProxy({ queryClient, client: trpcClient }),
      localePrefixed: basepath !== undefined,
    },
    defaultPreload: 'intent',
    // TanStack Query decides whether cached data is fresh: every preload runs the loaders.
    defaultPreloadStaleTime: 0,
    // The browser's router restores the scroll; rendered by the build (a memory history), it
    // would write its restoring script into the page, an inline script the CSP refuses.
    scrollRestoration: history === undefined,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
