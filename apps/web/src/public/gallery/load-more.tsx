import { loadMoreCopy } from '@studio/content';
import { useEffect, useRef } from 'react';
import { useWords } from '../../i18n/page-locale';
import type { PagedQuery } from '../data/use-paged-list';

/**
 * Loads a gallery's next page as its end comes near (a screen ahead), and is a button for
 * whoever gets there first, by keyboard say. A failed page stops the loading on scroll until
 * the visitor asks again. Nothing is asked for while any read is under way: a next page asked
 * for during a read of every page would cancel that read and leave the pages as they were.
 */
export function LoadMore({ query, noun }: { query: PagedQuery<unknown>; noun: string }) {
  const copy = useWords('loadMore', loadMoreCopy);
  const button = useRef<HTMLButtonElement>(null);
  const {
    hasNextPage,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    error,
  } = query;
  const onScroll = hasNextPage && !isFetching && !isFetchNextPageError;

  useEffect(() => {
    const target = button.current;
    if (!onScroll || !target) return;
    // Observed afresh after each page: if the end is still near, the next page follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onScroll, fetchNextPage]);

  useEffect(() => {
    if (isFetchNextPageError) console.error(copy.failed(noun), error);
  }, [isFetchNextPageError, error, noun]);

  if (!hasNextPage) return null;
  return (
    <div className="mt-12 flex flex-col items-center gap-4">
      <p role="status" className="text-sm text-white/70">
        {isFetchNextPageError ? copy.failed(noun) : ''}
      </p>
      <button
        ref={button}
        type="button"
        disabled={isFetching}
        onClick={() => void fetchNextPage()}
        className="rounded-sm border border-gold/70 px-8 py-3 text-xs font-semibold uppercase tracking-[0.3em] text-gold transition hover:bg-gold hover:text-ink disabled:cursor-wait disabled:opacity-70"
      >
        {isFetchingNextPage
          ? copy.loading(noun)
          : isFetchNextPageError
            ? copy.retry
            : copy.show(noun)}
      </button>
    </div>
  );
}
