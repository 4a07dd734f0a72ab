import type { ContentTypeName } from './registry';

/** One content type on the dashboard: its records, and those not public yet. */
export interface ContentSummary {
  type: ContentTypeName;
  /** every record, drafts and scheduled ones included */
  total: number;
  /** drafts waiting to be published */
  drafts: number;
  /** published, but due later */
  scheduled: number;
}

/** How many weeks the inbox chart shows, and months the records chart: this one and those before. */
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 12;

/**
 * Contact messages and job applications received each week (admins only). Weeks are ISO weeks:
 * from Monday 00:00 UTC to the next; the spam guard's catch is a series of its own.
 */
export interface InboxWeeks {
  /** each week's Monday (YYYY-MM-DD), oldest first; the last is the current week */
  weeks: string[];
  /** contact messages not held as spam, one count per week */
  contact: number[];
  /** job applications not held as spam, one count per week */
  career: number[];
  /** both forms' entries held as spam, one count per week */
  spam: number[];
}

/** Records created each calendar month (UTC), per content type; the trash's are not counted. */
export interface RecordMonths {
  /** each month (YYYY-MM), oldest first; the last is the current month */
  months: string[];
  types: { type: ContentTypeName; created: number[] }[];
}
