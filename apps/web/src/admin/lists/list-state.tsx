import type { ReactNode } from 'react';
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
