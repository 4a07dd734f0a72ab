import type { MediaKind } from '@studio/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';

export interface MediaFilter {
  search: string;
  kind: MediaKind | undefined;
}

/** The library, newest first, a page at a time ("Load more" asks for the next cursor). */
export function useMediaList({ search, kind }: MediaFilter, enabled = true) {
  const list = useInfiniteQuery(
    useTRPC().media.list.infiniteQueryOptions(
      { search: search || undefined, kind },
      {
        ...adminRead,
        enabled,
        getNextPageParam: (page) => page.nextCursor,
        // The grid (and a delete dialog open over it) stays while another search loads.
        placeholderData: keepPreviousData,
      },
    ),
  );
  return {
    list,
    items: list.data?.pages.flatMap((page) => page.items) ?? [],
    total: list.data?.pages[0]?.total ?? 0,
  };
}
