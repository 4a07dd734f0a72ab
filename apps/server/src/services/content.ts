import {
  access,
  browseSchema,
  type ContentData,
  type ContentRecord,
  type ContentTypeName,
  contentSchema,
  type ListPage,
  messages,
  orderMessages,
  pageSchema,
  type RecordMeta,
  reorderSchema,
} from '@studio/contracts';
import {
  type ContentRow,
  contentTableName,
  deleteContent,
  insertContent,
  listContentOrder,
  setContentPositions,
  updateContent,
} from '@studio/db';
import { type Actor, authorize } from './actor';
import { type ContentStore, createContentCache } from './content-cache';
import { reordered } from './content-order';
import { notFound, validate } from './errors';
import { checkLibraryReferences } from './media/service';
import type { WebhookEvents } from './webhooks/events';

/** Whether any text of the record's fields (lists included) contains the lower-cased needle. */
const mentions = (record: object, needle: string): boolean =>
  Object.entries(record).some(
    ([key, value]) =>
      key !== '_id' &&
      (typeof value === 'string'
        ? value.toLowerCase().includes(needle)
        : Array.isArray(value) &&
          value.some((item) => typeof item === 'string' && item.toLowerCase().includes(needle))),
  );

/** Creation order, newest last: ISO times sort as text, time-ordered ids break ties. */
const byCreation = (a: RecordMeta, b: RecordMeta): number =>
  a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** The `limit` records from `cursor` on, and where the next page starts. */
function pageFrom<T>(
  records: readonly T[],
  cursor: number | null | undefined,
  limit: number,
): ListPage<T> {
  const start = cursor ?? 0;
  const end = start + limit;
  return {
    items: records.slice(start, end),
    total: records.length,
    nextCursor: end < records.length ? end : null,
  };
}

/** The record a write answers: the validated fields as stored, and the row's own values. */
const written = <K extends ContentTypeName>(
  data: ContentData<K>,
  row: ContentRow,
): ContentRecord<K> => ({
  ...data,
  _id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * The five operations (plus count) every content type shares. Each write tells `events` once
 * it has committed.
 */
export function createContentService(store: ContentStore, events: WebhookEvents) {
  const { db } = store;
  const cache = createContentCache(store);

  return {
    /** Every record, in the type's order: the same array (and objects) until the type changes. */
    async list<K extends ContentTypeName>(
      actor: Actor,
      type: K,
    ): Promise<readonly ContentRecord<K>[]> {
      await authorize(access.content.list, actor);
      return (await cache.snapshot(type)).records;
    },

    /** A page of the public list, in the type's order (the order of `list`). */
    async page<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<ContentRecord<K>>> {
      await authorize(access.content.page, actor);
      const { limit, cursor } = validate(pageSchema, input);
      return pageFrom((await cache.snapshot(type)).records, cursor, limit);
    },

    /** A page of the admin's list: searched in every text field, in the type's order or by age. */
    async browse<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<ContentRecord<K>>> {
      await authorize(access.content.browse, actor);
      const { limit, cursor, search, sort } = validate(browseSchema, input);
      const { records } = await cache.snapshot(type);
      const needle = search?.toLowerCase();
      const found = needle ? records.filter((record) => mentions(record, needle)) : records;
      const sorted =
        sort === 'position'
          ? found
          : [...found].sort((a, b) => (sort === 'oldest' ? 1 : -1) * byCreation(a, b));
      return pageFrom(sorted, cursor, limit);
    },

    async get<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
    ): Promise<ContentRecord<K>> {
      await authorize(access.content.get, actor);
      const record = (await cache.snapshot(type)).byId.get(id);
      if (!record) throw notFound();
      return record;
    },

    async create<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ContentRecord<K>> {
      await authorize(access.content.create, actor);
      const data = validate(contentSchema(type), input);
      await checkLibraryReferences(db, type, data);
      const record = written<K>(data, await insertContent(db, contentTableName(type), data));
      await events.emit(`${type}.created`, record);
      // Every record is public once created (there are no drafts): it is published as well.
      await events.emit(`${type}.published`, record);
      return record;
    },

    async update<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown,
    ): Promise<ContentRecord<K>> {
      await authorize(access.content.update, actor);
      const data = validate(contentSchema(type), input);
      await checkLibraryReferences(db, type, data);
      const row = await updateContent(db, contentTableName(type), id, data);
      if (!row) throw notFound();
      const record = written<K>(data, row);
      await events.emit(`${type}.updated`, record);
      return record;
    },

    async delete(actor: Actor, type: ContentTypeName, id: string) {
      await authorize(access.content.delete, actor);
      if (!(await deleteContent(db, contentTableName(type), id))) throw notFound();
      await events.emit(`${type}.deleted`, { _id: id });
      return { message: messages.deleted, _id: id };
    },

    /** Sets the type's order by hand (see `reordered`); the public lists follow at once. */
    async reorder(actor: Actor, type: ContentTypeName, input: unknown) {
      await authorize(access.content.reorder, actor);
      const { ids } = validate(reorderSchema, input);
      const table = contentTableName(type);
      await db
        .transaction()
        .execute(async (trx) =>
          setContentPositions(trx, table, reordered(await listContentOrder(trx, table), ids)),
        );
      return { message: orderMessages.saved };
    },

    async count(actor: Actor, type: ContentTypeName): Promise<number> {
      await authorize(access.content.count, actor);
      return (await cache.snapshot(type)).records.length;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
