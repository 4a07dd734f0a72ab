import { LOCALE_PATTERN, publishStates } from '@studio/contracts';
import { type ListAddress, type ListStatus, PAGE_SIZE } from './browse-input';

const statuses: readonly ListStatus[] = ['all', ...publishStates];
const isStatus = (value: unknown): value is ListStatus =>
  statuses.some((status) => status === value);

// An admin list's paging and search as plain functions: reading and writing its address, and
// which page to show.

/** The longest search the server takes (browseSchema); a longer one from the address is cut. */
const SEARCH_MAX = 200;

/**
 * The list's place from the address's search params, as the router parsed them (it turns
 * `page=2` into a number and a hand-typed `q=2024` too). Anything else means the first page.
 */
export function readListAddress(search: Record<string, unknown>): ListAddress {
  const { page, q, order, status, missing } = search;
  const number = typeof page === 'string' && /^\d+$/.test(page) ? Number(page) : page;
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).trim() : '';
  return {
    page: typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : 1,
    q: text.slice(0, SEARCH_MAX),
    order: order === 'site' ? 'site' : 'newest',
    status: isStatus(status) ? status : 'all',
    // A locale's form only: whether it is configured, the list checks.
    missing: typeof missing === 'string' && LOCALE_PATTERN.test(missing) ? missing : '',
  };
}

/**
 * The search params that put the list at `address`: the first page, no search, newest first
 * every status and every record's translations stay implicit.
 */
export const listSearchParams = ({ page, q, order, status, missing }: ListAddress) => ({
  page: page > 1 ? page : undefined,
  q: q === '' ? undefined : q,
  order: order === 'site' ? order : undefined,
  status: status === 'all' ? undefined : status,
  missing: missing === '' ? undefined : missing,
});

/** How many pages `total` matching records fill; an empty list still has its one page. */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * The page to show after a row of `page` is deleted, `rowsOnPage` its rows before: the one
 * before when the last row went (the first page stays, empty or not).
 */
export const pageAfterDelete = (page: number, rowsOnPage: number): number =>
  rowsOnPage <= 1 && page > 1 ? page - 1 : page;

/** An address past the end (records deleted meanwhile, an old link) shows the last page. */
export const clampPage = (page: number, total: number): number => Math.min(page, pageCount(total));
