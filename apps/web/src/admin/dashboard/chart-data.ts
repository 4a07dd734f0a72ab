import { contentTypes, type InboxWeeks, type RecordMonths } from '@studio/contracts';

/** One line of a chart: its name and one number per period. */
export interface ChartSeries {
  label: string;
  values: number[];
}

/** What a chart draws and its table lists: the periods (short on the axis, whole in the table). */
export interface ChartData {
  /** the table's first column's header */
  period: string;
  axis: string[];
  rows: string[];
  series: ChartSeries[];
}

// The server's periods are UTC dates: read and written in UTC, so no time zone shifts a day.
const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });
const dayShort = utc({ day: 'numeric', month: 'short' });
const dayLong = utc({ day: 'numeric', month: 'short', year: 'numeric' });
const monthShort = utc({ month: 'short' });
const monthLong = utc({ month: 'long', year: 'numeric' });

/** A week's Monday (YYYY-MM-DD) or a month (YYYY-MM) as a time. */
const dateOf = (period: string) =>
  new Date(`${period.length === 7 ? `${period}-01` : period}T00:00:00Z`);

/** Both inboxes' arrivals each week: messages and applications, and the spam guard's catch. */
export const inboxChart = (data: InboxWeeks): ChartData => ({
  period: 'Week of',
  axis: data.weeks.map((week) => dayShort.format(dateOf(week))),
  rows: data.weeks.map((week) => dayLong.format(dateOf(week))),
  series: [
    { label: 'Contact messages', values: data.contact },
    { label: 'Applications', values: data.career },
    { label: 'Spam', values: data.spam },
  ],
});

/** Records created each month: one line per type that had any, in the registry's order. */
export const recordsChart = (data: RecordMonths): ChartData => ({
  period: 'Month',
  axis: data.months.map((month) => monthShort.format(dateOf(month))),
  rows: data.months.map((month) => monthLong.format(dateOf(month))),
  series: data.types
    .filter((row) => row.created.some((count) => count > 0))
    .map((row) => ({ label: contentTypes[row.type].label, values: row.created })),
});
