import type { ListPage } from '@studio/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListEntry, ListSource } from './fallback-list';
import { SEEDED_AT } from './seeded';
import { useFallbackList } from './use-fallback-list';

/** What a public gallery's paged query (`content.T.page`) has answered, and how to ask on. */
export interface PagedQuery<T> {
  data: InfiniteData<ListPage<T>, unknown> | undefined;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  /** When the pages were last answered by the API (`SEEDED_AT`: they came with the page). */
  dataUpdatedAt: number;
  /** Any read under way: the first page, the next, or all of them again. */
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>;
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
    if (shifted) void refetch({ cancelRefetch: false });
  }, [pages, refetch]);
  // A later page's failure keeps the pages already shown; only a failed first page falls back
  // (one the API has not answered yet: none, or the one the page came with).
  const answered = pages !== undefined && query.dataUpdatedAt !== SEEDED_AT;
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
