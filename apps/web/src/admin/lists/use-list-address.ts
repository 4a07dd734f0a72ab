import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListAddress } from './browse-input';
import { listSearchParams, readListAddress } from './list-paging';

interface Move {
  /** Takes the place of the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The list's page and search, kept in the address (`?page=2&q=...`) so a reload, Back and a
 * shared link show the same page. The route declares no search params of its own, so they
 * are read loosely and checked here.
 */
export function useListAddress(): [ListAddress, (next: ListAddress, move?: Move) => void] {
  const { page, q } = readListAddress(useSearch({ strict: false }));
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
  return [{ page, q }, go];
}
