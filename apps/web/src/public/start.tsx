import { splitLocalePath } from '@studio/content';
import { createRoot } from 'react-dom/client';
import { pageLists, seedLists } from '../first-screen/lists';
import { loadPageLocale } from '../i18n/load-page-locale';
import { documentLocale, readLocaleOf } from '../i18n/page-locale';
import { PageReads } from './data/page-reads';
import { previewing } from './layout/preview';
import { loadPage } from './page-modules';
import { PublicApp } from './public-app';

/**
 * Starts the public page the browser is on. What the server painted into the root (a first
 * screen, or the logo loader) stays until the page's code and, in another language, its words
 * are in: the first render then replaces it with the same page, not a blank.
 */
export async function startPublicPage(root: HTMLElement): Promise<void> {
  const language = documentLocale(document);
  const reads = new PageReads();
  // The lists the server rendered the page's first screen with: the first render shows them too.
  seedLists(reads, pageLists(document), readLocaleOf(language));
  // The admin's live preview frames an editor's preview: only there does its code load.
  if (previewing() && window.parent !== window)
    void import('../live-preview/frame').then(({ startLivePreview }) => startLivePreview(reads));
  const { path } = splitLocalePath(window.location.pathname, language.locales);
  const [Page, locale] = await Promise.all([loadPage(path), loadPageLocale(language)]);
  createRoot(root).render(
    <PublicApp
      Page={Page}
      address={{ path, search: window.location.search }}
      reads={reads}
      locale={locale}
    />,
  );
}
