import type { Column } from './data-table';

/** A server timestamp in the reader's locale, or "Never" for one that has not happened yet. */
const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** A column of timestamps, each kept on one line. */
export const dateColumn = <R>(header: string, date: (row: R) => string | null): Column<R> => ({
  header,
  cell: (row) => dateText(date(row)),
  className: 'whitespace-nowrap',
});
