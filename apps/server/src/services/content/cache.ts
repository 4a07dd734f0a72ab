import {
  byName,
  type ContentData,
  type ContentRecord,
  type ContentTypeName,
  contentType,
  contentTypeNames,
  isExpired,
  isPublic,
  libraryReferences,
  localizedFields,
  type MediaRender,
  type PublishingMeta,
  type Translations,
  translated,
  type VersionMeta,
} from '@studio/contracts';
import {
  type ContentTableName,
  contentTableName,
  type Database,
  findMediaByHashes,
  listContent,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { renderOf } from '../media/service';
import { storedFields } from './row';
import { sharedRead } from './shared-read';

/** Records and their index: the same objects until the table changes (or one comes due). */
export interface RecordSet<K extends ContentTypeName> {
  records: readonly ContentRecord<K>[];
  byId: ReadonlyMap<string, ContentRecord<K>>;
}

/** A type's records as of one version of its table; the same objects until the table changes. */
export interface ContentSnapshot<K extends ContentTypeName> extends RecordSet<K> {
  version: number;
  /** Each record's publishing and version (`records` holds drafts and scheduled records too). */
  publishing: ReadonlyMap<string, PublishingMeta & VersionMeta>;
  /** The records the public sees at `now` (ms): the same set until one comes due. */
  visible(now: number): RecordSet<K>;
  /** Ids of the records whose expiry has come at `now` but are still stored as published. */
  expired(now: number): readonly string[];
  /** The type's localized fields (registry). */
  localizedFields: readonly string[];
  /** Each record's stored translations (none: `{}`), by id. */
  translations: ReadonlyMap<string, Translations>;
  /**
   * A set of this snapshot (`visible(now)` or the whole) as `locale` reads it (undefined: the
   * default locale, the set itself): each localized field translated where it can be, else
   * the default locale's. Derived once per set and locale, then the same objects.
   */
  inLocale(set: RecordSet<K>, locale: string | undefined): RecordSet<K>;
}

export const setOf = <K extends ContentTypeName>(
  records: readonly ContentRecord<K>[],
): RecordSet<K> => ({
  records,
  byId: new Map(records.map((record) => [record._id, record])),
});

/** A snapshot's `inLocale`: each set and each record translated once per locale. */
function localizer<K extends ContentTypeName>(
  type: K,
  translations: ReadonlyMap<string, Translations>,
): ContentSnapshot<K>['inLocale'] {
  const fields = localizedFields(type);
  const sets = new Map<string, WeakMap<RecordSet<K>, RecordSet<K>>>();
  const records = new Map<string, WeakMap<ContentRecord<K>, ContentRecord<K>>>();
  return (set, locale) => {
    if (locale === undefined) return set;
    let setsOf = sets.get(locale);
    let recordsOf = records.get(locale);
    if (!setsOf || !recordsOf) {
      setsOf = new WeakMap();
      recordsOf = new WeakMap();
      sets.set(locale, setsOf);
      records.set(locale, recordsOf);
    }
    const known = setsOf.get(set);
    if (known) return known;
    const translatedSet = setOf(
      set.records.map((record) => {
        let copy = recordsOf.get(record);
        if (!copy) {
          copy = translated(record, translations.get(record._id)?.[locale], fields);
          recordsOf.set(record, copy);
        }
        return copy;
      }),
    );
    setsOf.set(set, translatedSet);
    return translatedSet;
  };
}

/** What the public sees at a moment, and the published records whose expiry has come. */
interface Moment<K extends ContentTypeName> {
  set: RecordSet<K>;
  /** Ids of records still published past their `unpublishAt`: to be unpublished (and told). */
  expired: readonly string[];
}

/**
 * What the public sees, recomputed only when `now` leaves the span it was computed for (a
 * scheduled record came due, or an expiry came); with no draft, schedule or expiry at all,
 * the whole set itself.
 */
function visibility<K extends ContentTypeName>(
  all: RecordSet<K>,
  publishing: ReadonlyMap<string, PublishingMeta>,
): (now: number) => Moment<K> {
  const hidden = [...publishing.values()].some(
    (meta) => meta.status === 'draft' || meta.publishAt || meta.unpublishAt,
  );
  const everything: Moment<K> = { set: all, expired: [] };
  if (!hidden) return () => everything;
  let shown: { from: number; until: number; moment: Moment<K> } | undefined;
  return (now) => {
    if (shown && now >= shown.from && now < shown.until) return shown.moment;
    // The next moment the set changes: the earliest schedule or expiry still ahead.
    let until = Number.POSITIVE_INFINITY;
    const ahead = (time: string | null) => {
      const at = time === null ? Number.NaN : Date.parse(time);
      if (at > now) until = Math.min(until, at);
    };
    const expired: string[] = [];
    const records = all.records.filter((record) => {
      const meta = publishing.get(record._id);
      if (meta === undefined || meta.status !== 'published') return false;
      ahead(meta.publishAt);
      ahead(meta.unpublishAt);
      if (isExpired(meta, now)) expired.push(record._id);
      return isPublic(meta, now);
    });
    shown = { from: now, until, moment: { set: setOf(records), expired } };
    return shown.moment;
  };
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
  const readVersion = sharedRead(() => store.contentVersion(table));

  async function load(version: number): Promise<ContentSnapshot<K>> {
    const rows = await listContent(store.db, table);
    const publishing = new Map(
      rows.map((row) => [
        row.id,
        {
          status: row.status,
          publishAt: row.publishAt,
          unpublishAt: row.unpublishAt,
          version: row.version,
        },
      ]),
    );
    const records = rows.map((row): ContentRecord<K> => {
      // Validated by the type's schema when it was written: not parsed again on every read.
      const stored = storedFields(type, row);
      // In the schema's field order on both databases (PostgreSQL's jsonb does not keep it):
      // the fields are laid out in that order first, then filled.
      const data: ContentData<K> = Object.assign(
        Object.fromEntries(fields.filter((field) => field in stored).map((field) => [field, null])),
        stored,
      );
      return { ...data, _id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt };
    });
    await attachMedia(store.db, type, records);
    const translations = new Map(
      rows.map((row): [string, Translations] => [row.id, JSON.parse(row.translations)]),
    );
    const all = setOf(records);
    const at = visibility(all, publishing);
    return {
      version,
      ...all,
      publishing,
      visible: (now) => at(now).set,
      expired: (now) => at(now).expired,
      localizedFields: localizedFields(type),
      translations,
      inLocale: localizer(type, translations),
    };
  }

  return {
    async snapshot(): Promise<ContentSnapshot<K>> {
      // The version first: a write landing between it and the load only causes a reload.
      const version = await readVersion();
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
 * cached answer is never served after a write: the next read loads afresh. The reads of one
 * turn of the event loop share one version read (begun after all of them asked), and
 * concurrent reads of one version share one load.
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
