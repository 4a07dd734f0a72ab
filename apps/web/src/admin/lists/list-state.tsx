import type { ReactNode } from 'react';
import { loadFailure } from '../api/errors';
import { cardClass } from '../ui/styles';

interface ListStateProps {
  pending: boolean;
  failed: string | undefined;
  empty: string | undefined;
  children: ReactNode;
}

/** Loading, failure and empty states around a list, each announced to screen readers. */
export function ListState({ pending, failed, empty, children }: ListStateProps) {
  if (pending) {
    return (
      <p role="status" className={`${cardClass} p-6 text-sm text-slate-500`}>
        Loading...
      </p>
    );
  }
  if (failed) {
    return (
      <p role="alert" className={`${cardClass} p-6 text-sm text-red-600`}>
        {failed}
      </p>
    );
  }
  if (empty) {
    return <p className={`${cardClass} p-6 text-center text-sm text-slate-500`}>{empty}</p>;
  }
  return children;
}

/** The part of a list query (useQuery) that decides what ListState shows. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly unknown[] | undefined;
}

/**
 * ListState's props for a list loaded by useQuery: every admin list words a refused read
 * (forbidden) and a failed one the same way.
 */
export function queryListState(
  query: ListQuery,
  label: string,
  emptyText: string,
): Omit<ListStateProps, 'children'> {
  return {
    pending: query.isPending,
    failed: query.isError ? loadFailure(query.error, label) : undefined,
    empty: (query.data ?? []).length === 0 ? emptyText : undefined,
  };
}

/** The part of a paged list query (content.T.browse) that decides what ListState shows. */
interface PageQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { items: readonly unknown[]; total: number } | undefined;
}

/**
 * ListState's props for a paged, searched list: empty means nothing matches at all (with its
 * own words under a search); a page left without rows while others hold some is about to move
 * back a page, so it waits rather than calls the list empty.
 */
export function pagedListState(
  query: PageQuery,
  label: string,
  emptyText: string,
  search: string,
): Omit<ListStateProps, 'children'> {
  const page = query.data;
  return {
    pending: query.isPending || (page !== undefined && page.items.length === 0 && page.total > 0),
    failed: query.isError ? loadFailure(query.error, label) : undefined,
    empty: page?.total === 0 ? (search ? `Nothing matches “${search}”.` : emptyText) : undefined,
  };
}
