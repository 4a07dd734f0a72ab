import { headTags, pageAt } from '@studio/content';
import type { PageLocale } from '../i18n/page-locale';

/**
 * Replaces the document's title and head tags with those of the page at `pathname`, as the
 * app's router navigates: registration and the admin area, in the default language only (the
 * public pages are page loads, their heads the server's).
 */
export function writePageHead(pathname: string, { locale, locales }: PageLocale) {
  const page = pageAt(pathname);
  document.title = page.title;
  for (const old of document.head.querySelectorAll('[data-head], meta[name="description"]')) {
    old.remove();
  }
  for (const { tag, attrs } of headTags(page, window.location.origin, { locale, locales })) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    document.head.append(element);
  }
}
