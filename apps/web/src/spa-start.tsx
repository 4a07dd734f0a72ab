import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app-router';
import { loadPageLocale } from './i18n/load-page-locale';
import { documentLocale } from './i18n/page-locale';
import { queryClient } from './lib/query-client';

/** Starts registration and the admin area: the app with its router (English only). */
export async function startSpa(root: HTMLElement): Promise<void> {
  const router = createAppRouter(queryClient);
  const locale = await loadPageLocale(documentLocale(document));
  createRoot(root).render(<App router={router} queryClient={queryClient} locale={locale} />);
}
