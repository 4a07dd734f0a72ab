import { Fragment, type ReactNode } from 'react';
import { cardClass } from '../ui/styles';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

interface DataTableProps<R extends { _id: string }> {
  caption: string;
  rows: R[];
  columns: Column<R>[];
  actions: (row: R) => ReactNode;
  /** A line under a row, across all its columns (e.g. what became of its last action). */
  detail?: (row: R) => ReactNode;
}

/** A list of records with an actions column; scrolls sideways on a narrow screen. */
export function DataTable<R extends { _id: string }>({
  caption,
  rows,
  columns,
  actions,
  detail,
}: DataTableProps<R>) {
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-medium">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const note = detail?.(row);
            return (
              <Fragment key={row._id}>
                <tr className="align-top hover:bg-slate-50/60">
                  {columns.map((column) => (
                    <td key={column.header} className={`px-4 py-3 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">{actions(row)}</div>
                  </td>
                </tr>
                {note ? (
                  <tr>
                    <td colSpan={columns.length + 1} className="px-4 pb-3">
                      {note}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
