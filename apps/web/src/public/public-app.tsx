import { type ComponentType, StrictMode } from 'react';
import { LocaleContext, type PageLocale } from '../i18n/page-locale';
import { SkipLink } from '../ui/skip-link';
import { type PageReads, PageReadsContext } from './data/page-reads';
import { type PageAddress, PageAddressContext } from './page-address';

interface PublicAppProps {
  /** The page's component (`loadPage`). */
  Page: ComponentType;
  address: PageAddress;
  /** The page's reads of the API. */
  reads: PageReads;
  /** The page's language and its words. */
  locale: PageLocale;
}

/**
 * A public page, without the admin's router, tRPC client or query cache: the site's links are
 * whole page loads, as on a static site, so a visitor's first load runs none of their code
 * (issue 29, decision 055). In the browser
 * (public/start.tsx), and as the server renders first screens (first-screen/render.tsx).
 */
export function PublicApp({ Page, address, reads, locale }: PublicAppProps) {
  return (
    <StrictMode>
      <PageReadsContext value={reads}>
        <LocaleContext value={locale}>
          <PageAddressContext value={address}>
            <SkipLink />
            <Page />
          </PageAddressContext>
        </LocaleContext>
      </PageReadsContext>
    </StrictMode>
  );
}
