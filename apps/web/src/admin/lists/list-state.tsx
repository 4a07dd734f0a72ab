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
