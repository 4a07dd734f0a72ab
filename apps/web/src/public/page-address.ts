import { localizedPath } from '@studio/content';
import { createContext, useContext } from 'react';
import { usePageLocale } from '../i18n/page-locale';

/**
 * Where the public page is: its path without the language's prefix ("/podcast") and its query
 * ("?enquire=…", or ""). Public pages are whole page loads (no router: issue 29), so the address
 * is the page's for its whole life; the browser gives it, or the server rendering its first
 * screen.
 */
export interface PageAddress {
  path: string;
  search: string;
}

export const PageAddressContext = createContext<PageAddress>({ path: '/', search: '' });

export const usePageAddress = () => useContext(PageAddressContext);

/** The address of the site's `path` ("/music") in the page's language ("/es/music"). */
export function useSiteHref(path: string): string {
  const { locale, locales } = usePageLocale();
  return localizedPath(path, locale, locales);
}

/** The longest enquiry a link may carry into the contact form. */
const ENQUIRY_MAX = 200;

/** The query parameter an equipment card's link to the contact form names its item in. */
const ENQUIRY_PARAM = 'enquire';

/** The contact form's query asking about an equipment item. */
export const enquirySearch = (item: string) => `?${new URLSearchParams({ [ENQUIRY_PARAM]: item })}`;

/** The equipment item an equipment card's link asks about (`?enquire=`), if any. */
export function enquiryOf(search: string): string | undefined {
  const enquire = new URLSearchParams(search).get(ENQUIRY_PARAM)?.trim();
  return enquire ? enquire.slice(0, ENQUIRY_MAX) : undefined;
}
