import { Fragment, type ReactNode } from 'react';
import type { PageSelection } from './bulk-selection';
import { PageCheckbox } from './page-checkbox';
import { type RowOrder, SortableRow, SortableRows } from './sortable-rows';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

/** Rows chosen for a bulk action: a checkbox each, and one in the header for the whole page. */
export interface RowSelection<R> {
  isSelected: (row: R) => boolean;
  onToggle: (row: R, on: boolean) => void;
  page: PageSelection;
  onTogglePage: (on: boolean) => void;
  /** The accessible name of a row's checkbox ("Select <title>"). */
  label: (row: R) => string;
}

interface DataTableProps<R extends { _id: string }> {
  caption: string;
  rows: R[];
  columns: Column<R>[];
  actions: (row: R, index: number) => ReactNode;
  /** A line under a row, across all its columns (e.g. what became of its last action). */
  detail?: (row: R) => ReactNode;
  /** The rows shown are being changed (a reorder or an action under way). */
  busy?: boolean;
  /**
   * The rows shown are giving way to another page or search, still loading: dimmed and out of
   * reach, as a press on a row that moves before the button is released would be lost.
   */
  replacing?: boolean;
  /** The rows can be dragged into another order, each by a handle in its first cell. */
  order?: RowOrder;
  /** The rows can be selected, each by a checkbox in its first cell (after the handle). */
  selection?: RowSelection<R>;
}

/*
 * One markup, two layouts. From `sm` up it is a table in a card. Below, the table's parts
 * display as blocks: every row is a card of its own, each cell on its own line under a visible
 * label (its column's header, whose `th` is hidden there), the actions last, so nothing sits
 * beyond the right edge of a phone.
 */
const layout = {
  frame: 'sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm',
  table: 'block w-full text-left text-sm sm:table sm:min-w-full sm:divide-y sm:divide-slate-200',
  body: 'flex flex-col gap-3 sm:table-row-group sm:divide-y sm:divide-slate-100',
  row: 'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm align-top sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:shadow-none sm:hover:bg-slate-50/60',
  cell: 'block py-1 wrap-break-word sm:table-cell sm:px-4 sm:py-3',
  label: 'mb-0.5 block text-xs font-medium uppercase tracking-wider text-slate-500 sm:hidden',
  note: '-mt-2 block px-1 sm:table-row sm:p-0',
  noteCell: 'block sm:table-cell sm:px-4 sm:pb-3',
  handle: 'block pb-1 sm:table-cell sm:w-10 sm:py-3 sm:pl-3 sm:pr-0',
  check: 'block pb-1 sm:table-cell sm:w-10 sm:py-3 sm:pl-4 sm:pr-0',
  checkbox: 'size-4 accent-gold-deep',
};

/** A list of records with an actions column; stacked into cards on a phone. */
export function DataTable<R extends { _id: string }>({
  caption,
  rows,
  columns,
  actions,
  detail,
  busy = false,
  replacing = false,
  order,
  selection,
}: DataTableProps<R>) {
  const cells = (row: R, index: number) => (
    <>
      {selection ? (
        <td className={layout.check}>
          <input
            type="checkbox"
            aria-label={selection.label(row)}
            checked={selection.isSelected(row)}
            onChange={(event) => selection.onToggle(row, event.target.checked)}
            className={layout.checkbox}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.header} className={`${layout.cell} ${column.className ?? ''}`}>
          {/* The phone's stand-in for the hidden header row (hidden itself from sm up). */}
          <span className={layout.label}>{column.header}</span>
          {column.cell(row)}
        </td>
      ))}
      <td className="block pt-3 sm:table-cell sm:px-4 sm:py-3">
        <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">
          {actions(row, index)}
        </div>
      </td>
    </>
  );
  const table = (
    <div className={layout.frame}>
      <table className={layout.table} aria-busy={busy || replacing || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs uppercase tracking-wider text-slate-500 sm:table-header-group">
          <tr>
            {order ? (
              <th scope="col" className="w-10 px-3 py-3 font-medium">
                <span className="sr-only">Order</span>
              </th>
            ) : null}
            {selection ? (
              <th scope="col" className="w-10 py-3 pl-4 pr-0 font-medium">
                <PageCheckbox
                  state={selection.page}
                  onChange={selection.onTogglePage}
                  className={layout.checkbox}
                />
              </th>
            ) : null}
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
        <tbody
          inert={replacing}
          className={`${layout.body} ${busy || replacing ? 'opacity-60' : ''}`}
        >
          {rows.map((row, index) => {
            const note = detail?.(row);
            return (
              <Fragment key={row._id}>
                {order ? (
                  <SortableRow
                    id={row._id}
                    title={order.title(row._id)}
                    className={layout.row}
                    handleClassName={layout.handle}
                  >
                    {cells(row, index)}
                  </SortableRow>
                ) : (
                  <tr className={layout.row}>{cells(row, index)}</tr>
                )}
                {note ? (
                  <tr className={layout.note}>
                    <td
                      colSpan={columns.length + 1 + (order ? 1 : 0) + (selection ? 1 : 0)}
                      className={layout.noteCell}
                    >
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
  return order ? (
    <SortableRows ids={rows.map((row) => row._id)} order={order}>
      {table}
    </SortableRows>
  ) : (
    table
  );
}
