import type { ContentData, ContentInput, ContentTypeName, RecordMeta } from '@studio/contracts';
import { trpcClient } from '../../lib/trpc';

/**
 * A record as it arrives over JSON: an optional field left empty is absent, so it is read
 * with the schema's input shape (which is also what the edit form sends back).
 */
export type StoredRecord<K extends ContentTypeName> = ContentInput<K> & RecordMeta;

/** The calls the admin makes on one content type, typed by that type's schema. */
export interface ContentProcedures<K extends ContentTypeName> {
  list: { query: () => Promise<StoredRecord<K>[]> };
  get: { query: (input: { id: string }) => Promise<StoredRecord<K>> };
  create: { mutate: (input: ContentData<K>) => Promise<StoredRecord<K>> };
  update: { mutate: (input: { id: string; data: ContentData<K> }) => Promise<StoredRecord<K>> };
  delete: { mutate: (input: { id: string }) => Promise<unknown> };
  count: { query: () => Promise<number> };
}

/**
 * The tRPC client seen through a mapped type: TypeScript checks every content router against
 * its schema here, and indexing with a generic type name keeps name and data correlated.
 */
const procedures: { [K in ContentTypeName]: ContentProcedures<K> } = trpcClient.content;

export function contentApi<K extends ContentTypeName>(type: K): ContentProcedures<K> {
  return procedures[type];
}

export const inboxApi = { contact: trpcClient.contact, career: trpcClient.career };
