import type { ListPage } from '@studio/contracts';
import { useEffect } from 'react';
import type { ListEntry, ListSource } from './fallback-list';
import { type ReadDef, type ReadState, useRead } from './page-reads';
import type { Paged } from './public-api';
import { useFallbackList } from './use-fallback-list';

/** What a public gallery's paged read (`content.T.page`) has answered, and how to ask on. */
export interface PagedQuery<T> extends ReadState<Paged<ListPage<T>>> {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<void>;
  /** Every page shown, read again (a read under way is joined, not cancelled). */
  refetch: () => Promise<void>;
}

/** The page's paged read of `def`, as a gallery shows it. */
export function usePagedRead<T>(def: ReadDef<Paged<ListPage<T>>>): PagedQuery<T> {
  const { read, ...state } = useRead(def);
  const hasNextPage = (state.data?.pages.at(-1)?.nextCursor ?? null) !== null;
  return { ...state, hasNextPage, fetchNextPage: read.fetchNextPage, refetch: read.refetch };
}

/**
 * A public gallery's list as `useFallbackList` gives it (SPEC.md §4's fallbacks follow the
 * first page: a failed or empty first answer keeps the built-in content), with every page
 * loaded so far and the whole list's length. A first page that came with the page shows at
 * once, and the API's first answer then decides as ever: the same records (nothing moves), or
 * a failure or no records (the built-in content).
 */
export function usePagedList<Served extends object, Builtin extends object>(
  query: PagedQuery<Served>,
  fallback: readonly Builtin[],
  what: string,
): { entries: ListEntry<Served | Builtin>[]; source: ListSource; total: number } {
  const pages = query.data?.pages;
  // Pages count from an offset: a record added or removed between two pages shifts the rest, so
  // one would be skipped or shown twice. The totals then differ, and every page is read again
  // (again if the list changed during that read; a read already under way is left to finish).
  const { refetch } = query;
  useEffect(() => {
    const shifted = pages?.some((page) => page.total !== pages[0]?.total) ?? false;
    if (shifted) void refetch();
  }, [pages, refetch]);
  // A later page's failure keeps the pages already shown; only a failed first page falls back
  // (one the API has not answered yet: none, or the one the page came with).
  const answered = pages !== undefined && query.answeredAt !== 0;
  const list = useFallbackList(
    {
      data: pages?.flatMap((page) => page.items),
      isError: query.isError && !answered,
      error: query.error,
    },
    fallback,
    what,
  );
  const total = list.source === 'server' ? (pages?.at(-1)?.total ?? 0) : list.entries.length;
  return { ...list, total };
}
