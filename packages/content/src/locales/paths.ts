/**
 * Where each language's pages are: the first configured locale (the default) unprefixed, every
 * other under its code (`/es/`, `/es/podcast`).
 */

/** A path's locale and the page it is of, without the prefix. */
export interface LocalePath {
  locale: string;
  /** The path without the locale's prefix: the page ("/podcast", or "/" for home). */
  path: string;
}

/** The locale a path is in (its prefix), and the page it names; unprefixed: the default. */
export function splitLocalePath(pathname: string, locales: readonly string[]): LocalePath {
  const first = pathname.split('/')[1] ?? '';
  // The default locale has no prefix: "/en/podcast" is no page of this site.
  if (locales.indexOf(first) > 0) {
    return { locale: first, path: pathname.slice(first.length + 1) || '/' };
  }
  return { locale: locales[0] ?? '', path: pathname };
}

/** The address of `path` ("/podcast", "/") in `locale`. */
export const localizedPath = (path: string, locale: string, locales: readonly string[]): string =>
  locale === locales[0] ? path : `/${locale}${path === '/' ? '/' : path}`;

/** Open Graph writes a language with its region as `es_MX` (BCP 47: `es-MX`). */
export const ogLocale = (locale: string) => locale.replace(/-/g, '_');
