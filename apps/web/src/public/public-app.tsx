import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { LocaleContext, type PageLocale } from '../i18n/page-locale';
import { SkipLink } from '../ui/skip-link';
import { type PageAddress, PageAddressContext } from './page-address';

interface PublicAppProps {
  /** The page's component (`loadPage`). */
  Page: ComponentType;
  address: PageAddress;
  queryClient: QueryClient;
  /** The page's language and its words. */
  locale: PageLocale;
}

/**
 * A public page, without the admin's router: the site's links are whole page loads, as on a
 * static site, so a visitor's first load runs no routing code (issue 29). In the browser
 * (public/start.tsx), and as the server renders first screens (first-screen/render.tsx).
 */
export function PublicApp({ Page, address, queryClient, locale }: PublicAppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleContext value={locale}>
          <PageAddressContext value={address}>
            <SkipLink />
            <Page />
          </PageAddressContext>
        </LocaleContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
