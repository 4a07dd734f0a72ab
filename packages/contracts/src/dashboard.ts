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
