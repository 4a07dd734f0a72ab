import {
  byName,
  type ContentData,
  type ContentRecord,
  type ContentTypeName,
  contentType,
  contentTypeNames,
  libraryReferences,
  type MediaRender,
} from '@studio/contracts';
import {
  type ContentTableName,
  contentTableName,
  type Database,
  findMediaByHashes,
  listContent,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { renderOf } from './media/service';

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
    await attachMedia(store.db, type, records);
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

/**
 * Gives each record whose media fields point at library items a `_media` object: what a page
 * needs to render them, by field. A media edit raises every content version (see the media
 * service), so this is read afresh with the records.
 */
async function attachMedia<K extends ContentTypeName>(
  db: Kysely<Database>,
  type: K,
  records: ContentRecord<K>[],
): Promise<void> {
  const references = records.map((record) => libraryReferences(type, record));
  const hashes = [...new Set(references.flat().map((reference) => reference.hash))];
  if (hashes.length === 0) return;
  const items = new Map((await findMediaByHashes(db, hashes)).map((row) => [row.hash, row]));
  records.forEach((record, index) => {
    const media: Record<string, MediaRender> = {};
    for (const { field, hash } of references[index] ?? []) {
      const item = items.get(hash);
      if (item) media[field] = renderOf(item);
    }
    if (Object.keys(media).length > 0) record._media = media;
  });
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
