import { z } from 'zod';
import type { RecordRefs } from './field-kinds/reference';
import type { MediaRender } from './media';
import type { ContentData, ContentTypeName } from './registry';

/** What every stored record carries besides its fields (the OpenAPI document reads it). */
export const recordMetaSchema = z.object({
  _id: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601 */
  updatedAt: z.string(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;

/** What a content record carries besides its fields (`_media`, `_refs`: see `contentRecordMetaSchema`). */
export interface ContentRecordMeta extends RecordMeta {
  _media?: Record<string, MediaRender>;
  _refs?: RecordRefs;
}

export type ContentRecord<K extends ContentTypeName> = ContentData<K> & ContentRecordMeta;

/** The answer of every REST delete. */
export const deletedAnswerSchema = z.object({ message: z.string(), _id: z.string() });
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;

/** The answer of a dashboard count (`GET /api/<stem>number`): a bare number. */
export const countAnswerSchema = z.number().int().min(0);
