import {
  byName,
  type ContentData,
  type ContentRecord,
  type ContentTypeName,
  contentType,
  contentTypeNames,
} from '@studio/contracts';
import { type ContentTableName, contentTableName, type Database, listContent } from '@studio/db';
import type { Kysely } from 'kysely';

/** A type's records as of one version of its table; the same objects until the table changes. */
export interface ContentSnapshot<K extends ContentTypeName> {
  version: number;
  records: readonly ContentRecord<K>[];
  byId: ReadonlyMap<string, ContentRecord<K>>;
}

/** The database as the cache reads it: queries, and the fast version read of each table. */
export interface ContentStore {
  db: Kysely<Database>;
  contentVersion(table: ContentTableName): Promise<number>;
}

/** One type's cache: the snapshot of the version last asked for. */
function typeCache<K extends ContentTypeName>(store: ContentStore, type: K) {
  const table = contentTableName(type);
  const fields = Object.keys(contentType(type).schema.shape);
  let current: { version: number; snapshot: Promise<ContentSnapshot<K>> } | undefined;

  async function load(version: number): Promise<ContentSnapshot<K>> {
    const rows = await listContent(store.db, table);
    const records = rows.map((row): ContentRecord<K> => {
      // Validated by the type's schema when it was written: not parsed again on every read.
      const stored = JSON.parse(row.data);
      // In the schema's field order on both databases (PostgreSQL's jsonb does not keep it):
      // the fields are laid out in that order first, then filled.
      const data: ContentData<K> = Object.assign(
        Object.fromEntries(fields.filter((field) => field in stored).map((field) => [field, null])),
        stored,
      );
      return { ...data, _id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt };
    });
    return { version, records, byId: new Map(records.map((record) => [record._id, record])) };
  }

  return {
    async snapshot(): Promise<ContentSnapshot<K>> {
      // The version first: a write landing between it and the load only causes a reload.
      const version = await store.contentVersion(table);
      if (current?.version === version) return current.snapshot;
      const entry = { version, snapshot: load(version) };
      current = entry;
      entry.snapshot.catch(() => {
        if (current === entry) current = undefined;
      });
      return entry.snapshot;
    },
  };
}

type TypeCaches = { [K in ContentTypeName]: ReturnType<typeof typeCache<K>> };

/**
 * The public reads of every type, loaded once per version of its table. Each read asks the
 * table's version (one indexed row, raised by triggers on any write from any process), so a
 * cached answer is never served after a write: the next read loads afresh. Concurrent reads of
 * one version share one load.
 */
export function createContentCache(store: ContentStore) {
  const caches = byName<ContentTypeName, TypeCaches>(contentTypeNames, (type) =>
    typeCache(store, type),
  );
  return {
    snapshot: <K extends ContentTypeName>(type: K): Promise<ContentSnapshot<K>> =>
      caches[type].snapshot(),
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
