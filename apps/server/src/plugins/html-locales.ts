import { DEFAULT_CURRENCY } from '@studio/contracts';
import type { Locales } from '../services/locales';

/**
 * A page's `<html>` as the SPA learns the locales from it: `lang` the page's locale, and
 * `data-locales` every configured one (the default first). With one locale, the HTML as it is.
 */
export function withLocales(html: string, locales: Locales, lang = locales.default): string {
  if (!locales.multiple) return html;
  return html.replace(
    /<html\b([^>]*)>/,
    (_tag, attributes: string) =>
      `<html${attributes.replace(/\s+(lang|data-locales)="[^"]*"/g, '')} lang="${lang}" data-locales="${locales.all.join(',')}">`,
  );
}

/**
 * A path under a non-default locale's prefix whose rest is no page of the site (the API,
 * tRPC, files, the admin): a 404, as `/es/api/...` and `/es/admin/...` must be.
 */
export function isPrefixedNonPage(
  path: string,
  locales: Locales,
  isNotPage: (path: string) => boolean,
): boolean {
  const [, first = '', ...rest] = path.split('/');
  if (!locales.others.includes(first)) return false;
  const inner = `/${rest.join('/')}`;
  return isNotPage(inner) || inner === '/admin' || inner.startsWith('/admin/');
}

/**
 * A page's `<html>` as the SPA learns the money its prices are in (CURRENCY): `data-currency`,
 * written only when it is not the default, which the SPA assumes without it.
 */
export function withCurrency(html: string, currency: string): string {
  if (currency === DEFAULT_CURRENCY) return html;
  return html.replace(/<html\b/, `<html data-currency="${currency}"`);
}
