import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app-router';
import { pageLists, seedLists } from './first-screen/lists';
import { loadPageLocale } from './i18n/load-page-locale';
import { basepathOf, documentLocale, readLocaleOf } from './i18n/page-locale';
import { queryClient } from './lib/query-client';
import { previewing } from './public/layout/preview';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The lists the server rendered the page's first screen with: the first render shows them too.
const language = documentLocale(document);
seedLists(queryClient, pageLists(document), readLocaleOf(language));
const router = createAppRouter(queryClient, undefined, basepathOf(language));
// The admin's live preview frames an editor's preview: only there does its code load.
if (previewing() && window.parent !== window)
  void import('./live-preview/frame').then(({ startLivePreview }) => startLivePreview(queryClient));
// What the server painted into the root (a page's first screen, or the logo loader) stays until
// the page's code is in: the first render then replaces it with the same page, not a blank.
// A page in another language waits for its words too (a chunk of its own), so its first render
// is in its language; English needs none, and a site of one language no language switch.
const locale = loadPageLocale(language);
const render = () =>
  locale.then((loaded) =>
    createRoot(root).render(<App router={router} queryClient={queryClient} locale={loaded} />),
  );
if (root.hasChildNodes()) router.load().then(render, render);
else void render();
