import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './app-router';
import { LocaleContext, type PageLocale } from './i18n/page-locale';
import { TRPCProvider, trpcClient } from './lib/trpc';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** The page's language and its words. */
  locale: PageLocale;
}

/** Registration and the admin area: the app with its router (spa-start.tsx). */
export function App({ router, queryClient, locale }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <LocaleContext value={locale}>
            <RouterProvider router={router} />
          </LocaleContext>
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
