import type { BrowseInput } from '@studio/contracts';

/*
 * What an admin list asks content.T.browse for. The route's loader preloads the first page
 * with it, so it sits in the main bundle: keep it this small, and the rest in list-paging.ts.
 */

/** Records per page of an admin list. */
export const PAGE_SIZE = 20;

/** Where an admin list is: its 1-based page and its search ('' for none). */
export interface ListAddress {
  page: number;
  q: string;
}

/** The list as the sidebar's link opens it. */
export const FIRST_PAGE: ListAddress = { page: 1, q: '' };

/** The browse input for the list at `address`: the same input makes the same cache key. */
export const browseInput = ({ page, q }: ListAddress): BrowseInput => ({
  limit: PAGE_SIZE,
  cursor: (page - 1) * PAGE_SIZE,
  // Creation order reversed: what was just added is on the first page.
  sort: 'newest',
  ...(q === '' ? {} : { search: q }),
});
