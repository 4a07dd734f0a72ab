import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { ListAddress } from './browse-input';
import { listSearchParams, readListAddress } from './list-paging';

interface Move {
  /** Takes the place of the current history entry instead of adding one. */
  replace?: boolean;
}

/** Where the way back to a list leads: the list, at the page and search it was left on. */
export interface ListReturn {
  to: string;
  /** Sets the list's search params (as a reducer: the routes declare none of their own). */
  search: <Current extends object>(current: Current) => Current & ListSearch;
}

/** A list's place as search params: an Edit link carries it, and its form returns there. */
type ListSearch = ReturnType<typeof listSearchParams>;

/** The way back to the list at `to`, at the page and search the current address carries. */
export function useListReturn(to: string): ListReturn {
  const { page, q, order, status, missing } = listSearchParams(
    readListAddress(useSearch({ strict: false })),
  );
  // The same object while the address stays: an effect that waits to return keeps its timer.
  return useMemo(
    () => ({ to, search: (current) => ({ ...current, page, q, order, status, missing }) }),
    [to, page, q, order, status, missing],
  );
}

/**
 * The list's page, search and order, kept in the address (`?page=2&q=...&order=site`) so a reload, Back and a
 * shared link show the same page. The route declares no search params of its own, so they
 * are read loosely and checked here.
 */
export function useListAddress(): [ListAddress, (next: ListAddress, move?: Move) => void] {
  const address = readListAddress(useSearch({ strict: false }));
  const { page, q, order, status, missing } = address;
  const navigate = useNavigate();
  const go = useCallback(
    (next: ListAddress, { replace = false }: Move = {}) =>
      void navigate({
        to: '.',
        search: (current) => ({ ...current, ...listSearchParams(next) }),
        replace,
        // Typing a search should not jump the page; a new page starts at its top.
        resetScroll: !replace,
      }),
    [navigate],
  );
  // The same object while the address stays.
  const current = useMemo(
    () => ({ page, q, order, status, missing }),
    [page, q, order, status, missing],
  );
  return [current, go];
}
