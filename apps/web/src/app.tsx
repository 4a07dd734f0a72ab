import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './app-router';
import { TRPCProvider, trpcClient } from './lib/trpc';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** The whole app: in the browser (main.tsx), and as the build renders first screens. */
export function App({ router, queryClient }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
