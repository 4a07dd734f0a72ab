import { publicPages, splitLocalePath } from '@studio/content';
import { renderToString } from 'react-dom/server';
import { loadPageLocale } from '../i18n/load-page-locale';
import { readLocaleOf } from '../i18n/page-locale';
import { PageReads } from '../public/data/page-reads';
import { loadPage } from '../public/page-modules';
import { PublicApp } from '../public/public-app';
import { LOGIN_PATH } from '../sign-in/address';
import { LoginPage } from '../sign-in/pages/login';
import { type FirstScreenLists, seedLists } from './lists';
import { pageWithScreen, unusableScreen } from './page';

/**
 * The pages the build gives a first screen: every public page but home, whose loading screen
 * (SPEC.md §2.4) is its first paint, and sign-in.
 */
export const FIRST_SCREEN_PATHS = [
  ...Object.keys(publicPages).filter((path) => path !== '/'),
  LOGIN_PATH,
];

/**
 * A page as its first render in the browser shows it (public/start.tsx): before any answer from
 * the API (lists and settings pending, so the built-in words), but for the lists given, which
 * the browser's first render starts from too, so it replaces the screen with the same markup. In the language its
 * path is in (`locales`: the site's, the default first).
 */
async function renderFirstScreen(
  path: string,
  lists: FirstScreenLists,
  locales: readonly string[],
  currency: string | undefined,
): Promise<string> {
  // Sign-in reads nothing before its form is filled in: its screen is its first render.
  if (path === LOGIN_PATH) return renderToString(<LoginPage />);
  const { locale, path: unprefixed } = splitLocalePath(path, locales);
  const language = {
    locale: locale || 'en',
    locales: locales.length > 0 ? locales : ['en'],
    currency,
  };
  const reads = new PageReads();
  seedLists(reads, lists, readLocaleOf(language));
  const [Page, pageLocale] = await Promise.all([loadPage(unprefixed), loadPageLocale(language)]);
  return renderToString(
    <PublicApp
      Page={Page}
      address={{ path: unprefixed, search: '' }}
      reads={reads}
      locale={pageLocale}
    />,
  );
}

/**
 * index.html with the page's first screen in its root, so header and hero paint with the HTML:
 * without lists, once by the build for every page (build/first-screens.ts); with the page's
 * lists (its `firstScreenLists`, `firstScreenPages`), or in another language than the default
 * (`/es/...`), by the server, with its prices in `currency` (CURRENCY). Throws when the screen cannot go into a page (`unusableScreen`).
 */
export async function firstScreenPage(
  indexHtml: string,
  path: string,
  lists: FirstScreenLists = [],
  locales: readonly string[] = [],
  currency?: string,
): Promise<string> {
  const screen = await renderFirstScreen(path, lists, locales, currency);
  const unusable = unusableScreen(screen);
  if (unusable) throw new Error(`The first screen of ${path} is not usable: ${unusable}`);
  return pageWithScreen(indexHtml, screen, lists);
}
