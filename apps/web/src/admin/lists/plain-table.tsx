import type { ReactNode } from 'react';
import { cardClass } from '../ui/styles';

interface PlainTableProps {
  /** Names the table to screen readers (not shown). */
  caption: string;
  headers: readonly string[];
  /** The rows shown are being replaced (another page is loading). */
  busy?: boolean;
  /** The table's rows. */
  children: ReactNode;
}

/** A read-only table on a card, scrolled sideways where it is wider than the screen. */
export function PlainTable({ caption, headers, busy = false, children }: PlainTableProps) {
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
