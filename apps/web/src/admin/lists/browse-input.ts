import type { BrowseInput, ListFilter, PublishState } from '@studio/contracts';

/*
 * What an admin list asks content.T.browse for. The route's loader preloads the first page
 * with it, so it sits in the main bundle: keep it this small, and the rest in list-paging.ts.
 */

/** Records per page of an admin list. */
export const PAGE_SIZE = 20;

/** How a list is sorted: newest first, or in the site's order (which it then arranges). */
export type ListOrder = 'newest' | 'site';

/** Which records a list shows: all, or those of one publishing state. */
export type ListStatus = 'all' | PublishState;

/**
 * Where an admin list is: its 1-based page, its search ('' for none), order and filters
 * (`missing`: only records without a translation into that locale; '' for all).
 */
export interface ListAddress {
  page: number;
  q: string;
  order: ListOrder;
  status: ListStatus;
  missing: string;
}

/** The list as the sidebar's link opens it. */
export const FIRST_PAGE: ListAddress = {
  page: 1,
  q: '',
  order: 'newest',
  status: 'all',
  missing: '',
};

/**
 * Which records the list at `address` shows: its search, status and missing translations (a
 * bulk action's `matching`).
 */
export const listFilter = ({
  q,
  status,
  missing,
}: Pick<ListAddress, 'q' | 'status' | 'missing'>): ListFilter => ({
  ...(q === '' ? {} : { search: q }),
  ...(status === 'all' ? {} : { status }),
  ...(missing === '' ? {} : { missingLocale: missing }),
});

/** The browse input for the list at `address`: the same input makes the same cache key. */
export const browseInput = (address: ListAddress): BrowseInput => ({
  limit: PAGE_SIZE,
  cursor: (address.page - 1) * PAGE_SIZE,
  // Newest first unless asked: what was just added is on the first page.
  sort: address.order === 'site' ? 'position' : 'newest',
  ...listFilter(address),
});
