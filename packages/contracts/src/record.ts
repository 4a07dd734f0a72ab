import type { ContentData, ContentTypeName } from './registry';

/** What every stored record carries besides its fields. */
export interface RecordMeta {
  _id: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}

export type ContentRecord<K extends ContentTypeName> = ContentData<K> & RecordMeta;
