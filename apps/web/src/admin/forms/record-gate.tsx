import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListReturn } from '../lists/use-list-address';
import { buttonClass, cardClass } from '../ui/styles';

interface RecordGateProps<T> {
  /** The read of the record (a useQuery result). */
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The registry's "Failed to load ..." message. */
  loadFailed: string;
  /** Where the failure offers to go back to, if anywhere. */
  backTo?: ListReturn;
  children: (record: T) => ReactNode;
}

/** A form's record: "Loading..." until it is read, its load failure, then the form itself. */
export function RecordGate<T>({ query, loadFailed, backTo, children }: RecordGateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className={`${cardClass} max-w-3xl p-6 text-sm text-slate-500`}>
        Loading...
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className={`${cardClass} max-w-3xl space-y-4 p-6`}>
        <p role="alert" className="text-sm text-red-600">
          {loadFailed}
        </p>
        {backTo ? (
          <Link to={backTo.to} search={backTo.search} className={buttonClass.secondary}>
            Back to list
          </Link>
        ) : null}
      </div>
    );
  }
  return children(query.data);
}
