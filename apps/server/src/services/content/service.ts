import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  access,
  browseSchema,
  type ContentData,
  type ContentRecord,
  type ContentSummary,
  type ContentTypeName,
  contentSchema,
  contentTypeNames,
  contentTypes,
  exportQuerySchema,
  IMPORT_MAX_ROWS_DEFAULT,
  type ImportAnswer,
  importQuerySchema,
  isExpired,
  isPublic,
  type ListPage,
  localeQuerySchema,
  localizedFields,
  messages,
  missingLocales,
  orderMessages,
  type PublishingMeta,
  pageSchema,
  previewSchema,
  publishBadge,
  publishingSchema,
  REVISIONS_KEEP_DEFAULT,
  type RecordMeta,
  type Revision,
  recordTitle,
  reorderSchema,
  restoreSchema,
  revisionMessages,
  type TranslationAnswer,
  type Translations,
  transferMessages,
  translated,
  translationColumn,
  translationQuerySchema,
  translationSchema,
  type VersionMeta,
} from '@studio/contracts';
import {
  type ContentRow,
  claimPublishAnnouncement,
  contentTableName,
  type Database,
  deleteContent,
  expireContent,
  findContent,
  findRevision,
  insertContent,
  listContent,
  listContentOrder,
  listRevisions,
  type PublishingWrite,
  purgePublishAnnouncements,
  putInTrash,
  type RecordWrite,
  setContentPositions,
  updateContent,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, allows, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, stale, staleVersion, validate } from '../errors';
import { type Locales, RACED_RETRIES } from '../locales';
import { checkLibraryReferences } from '../media/service';
import type { WebhookEvents } from '../webhooks/events';
import { createBulkAction, publishingFor } from './bulk';
import { type ContentSnapshot, type ContentStore, createContentCache } from './cache';
import { type ExportFile, exportFile, importRows } from './files';
import { filtered } from './filter';
import { keepVersion, revisionOf } from './history';
import {
  importIssues,
  type PreparedRow,
  planImport,
  rowMeta,
  rowTranslations,
  translationsAfter,
} from './import';
import { reordered } from './order';
import { checkReferences, referenceLinker, withoutMissingReferences } from './references';
import { fieldsOf, publishingOf, recordOf } from './row';
import { ANNOUNCE_WITHIN_MS, dueScheduled } from './schedule';
import { checkExpiry, timesAfter } from './times';
import { rawTranslation, sharedFrom, translationOf, withTranslation } from './translations';

/** Rows an import checks between two turns of the event loop. */
const IMPORT_CHECK_SLICE = 100;

/** A record as the admin reads it: its publishing and version beside its fields. */
type ManagedRecord<K extends ContentTypeName> = ContentRecord<K> & PublishingMeta & VersionMeta;

/** A record of the admin's list: with more than one locale, those missing a translation. */
type BrowsedRecord<K extends ContentTypeName> =
  | ManagedRecord<K>
  | (ManagedRecord<K> & { _missingLocales: string[] });

const readInput = previewSchema.extend(localeQuerySchema.shape);

const pageInput = pageSchema.extend(localeQuerySchema.shape);

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

/** The record a write answers: the validated fields as stored, the row's own values. */
export const written = <K extends ContentTypeName>(
  data: ContentData<K>,
  row: ContentRow,
): ManagedRecord<K> =>
  Object.assign({}, data, {
    _id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...publishingOf(row),
  });

/** The names whose values differ between two sets of fields. */
const differing = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );

/**
 * The fields (and publishing) an update changed, by name; of `locale`'s translation too. A
 * write of the default locale that changed translations (an import, a restore) names them as
 * their columns, such as `title@es`.
 */
function changedFields(
  { current, updated }: { current: ContentRow; updated: ContentRow },
  locale?: string,
) {
  const names = differing(fieldsOf(current), fieldsOf(updated));
  const before: Translations = JSON.parse(current.translations);
  const after: Translations = JSON.parse(updated.translations);
  if (locale !== undefined) {
    for (const name of differing(before[locale] ?? {}, after[locale] ?? {})) {
      if (!names.includes(name)) names.push(name);
    }
  } else {
    for (const translation of new Set([...Object.keys(before), ...Object.keys(after)])) {
      for (const name of differing(before[translation] ?? {}, after[translation] ?? {})) {
        names.push(translationColumn(name, translation));
      }
    }
  }
  return [
    ...names,
    ...(current.status === updated.status ? [] : ['status']),
    ...(current.publishAt === updated.publishAt ? [] : ['publishAt']),
    ...(current.unpublishAt === updated.unpublishAt ? [] : ['unpublishAt']),
  ];
}

/** Never met (every record has its publishing): read as hidden rather than public. */
const hiddenMeta: PublishingMeta & VersionMeta = {
  status: 'draft',
  publishAt: null,
  unpublishAt: null,
  version: 0,
};

/** The snapshot's records with their publishing, as the admin reads them. */
const managed = <K extends ContentTypeName>(
  snapshot: ContentSnapshot<K>,
  records: readonly ContentRecord<K>[] = snapshot.records,
): ManagedRecord<K>[] =>
  records.map((record) =>
    Object.assign({}, record, snapshot.publishing.get(record._id) ?? hiddenMeta),
  );

/**
 * The operations every content type shares. The public reads give only what is public now
 * (published, and due when scheduled); with `preview` a signed-in editor reads everything,
 * each record with its publishing. Each write tells `events` once it has committed.
 */
export function createContentService(
  store: ContentStore,
  events: WebhookEvents,
  {
    now = Date.now,
    revisionsKeep = REVISIONS_KEEP_DEFAULT,
    importLimits = { maxRows: IMPORT_MAX_ROWS_DEFAULT },
    audit,
    locales,
  }: {
    now?: () => number;
    revisionsKeep?: number;
    /** IMPORT_MAX_ROWS (the body's cap is the route's). */
    importLimits?: { maxRows: number };
    audit: AuditLog;
    locales: Locales;
  },
) {
  const { db } = store;
  const cache = createContentCache(store);
  const links = referenceLinker(cache);

  const payloadLocale = locales.named;
  /** Scheduled publications this process knows were told (`type id publishAt`). */
  const announced = new Set<string>();
  /** When announcements were last forgotten (ms; the window's start then). */
  let lastPurge = Number.NEGATIVE_INFINITY;

  /**
   * Unpublishes a record whose expiry came, once across every process: the conditional update
   * finds it still published with that expiry only for the first. Then a version, an activity
   * entry and the `unpublished` webhook event, as an editor's Unpublish leaves.
   */
  async function unpublishExpired<K extends ContentTypeName>(
    snapshot: ContentSnapshot<K>,
    type: K,
    id: string,
  ): Promise<void> {
    const record = snapshot.byId.get(id);
    const unpublishAt = snapshot.publishing.get(id)?.unpublishAt;
    if (!record || !unpublishAt) return;
    const table = contentTableName(type);
    const row = await db.transaction().execute(async (trx) => {
      const current = await findContent(trx, table, id);
      const expired = current && (await expireContent(trx, table, id, unpublishAt));
      if (expired) {
        await keepVersion(trx, type, expired, {
          author: null,
          keep: revisionsKeep,
          before: current,
          note: 'expired',
        });
      }
      return expired;
    });
    if (!row) return;
    const title = recordTitle(type, fieldsOf(row));
    await audit.record({ actor: null, action: 'unpublished', type, recordId: id, title });
    await events.emit(
      `${type}.unpublished`,
      Object.assign({}, record, { updatedAt: row.updatedAt }, publishingOf(row)),
      payloadLocale(undefined),
    );
  }

  /**
   * The type's snapshot, once every record whose expiry has come is unpublished: no timer,
   * the first read after the moment does it (the public set left it out at once already).
   */
  async function settled<K extends ContentTypeName>(type: K): Promise<ContentSnapshot<K>> {
    const snapshot = await cache.snapshot(type);
    const expired = snapshot.expired(now());
    if (expired.length === 0) return snapshot;
    for (const id of expired) await unpublishExpired(snapshot, type, id);
    return cache.snapshot(type);
  }

  /**
   * Tells each scheduled publication of the type that came due, once across every process: the
   * first to claim it sends `T.published` and writes the activity entry; the record itself is
   * not written (its version and ETag stay as they are).
   */
  async function announceScheduled<K extends ContentTypeName>(
    snapshot: ContentSnapshot<K>,
    type: K,
  ): Promise<void> {
    for (const { id, publishAt } of dueScheduled(snapshot, now())) {
      const key = `${type} ${id} ${publishAt}`;
      if (announced.has(key)) continue;
      const record = snapshot.byId.get(id);
      if (record && (await claimPublishAnnouncement(db, { type, recordId: id, publishAt }))) {
        const title = recordTitle(type, record);
        await audit.record({ actor: null, action: 'published', type, recordId: id, title });
        const told = managed(snapshot, [record])[0] ?? record;
        await events.emit(`${type}.published`, told, payloadLocale(undefined));
      }
      announced.add(key);
    }
  }

  /**
   * The public set at this moment, or (previewing, once allowed) every record; as `locale`
   * reads them (undefined: the default locale).
   */
  async function readable<K extends ContentTypeName>(
    actor: Actor,
    type: K,
    { preview = false, locale }: { preview?: boolean | undefined; locale?: string | undefined },
  ) {
    const translation = locales.resolve(locale);
    const snapshot = await settled(type);
    if (!preview) {
      const at = now();
      const visible = snapshot.inLocale(snapshot.visible(at), translation);
      const linked = await links.set(type, visible, { public: true, at }, translation);
      return { snapshot, records: linked.records };
    }
    await authorize(access.content.preview, actor);
    const all = snapshot.inLocale(snapshot, translation);
    const linked = await links.set(type, all, { public: false }, translation);
    return { snapshot, records: managed(snapshot, linked.records) };
  }

  /**
   * Whether the caller may read drafts and scheduled records: the rule of `?status=all`, and so
   * of what any answer to them may show beyond the public records (a refusal's, a bulk's).
   */
  const mayPreview = (actor: Actor): Promise<boolean> => allows(access.content.preview, actor);

  /**
   * The refusal of a write that found nothing at the version it named: `stale` with the record
   * as the admin reads it now and who changed it (to a caller who may not read drafts: the
   * version alone), or 404 when it is gone.
   */
  async function staleRecord(
    actor: Actor,
    type: ContentTypeName,
    id: string,
  ): Promise<ServiceError> {
    const snapshot = await cache.snapshot(type);
    const record = snapshot.byId.get(id);
    const meta = snapshot.publishing.get(id);
    if (!record || !meta) return notFound();
    if (!(await mayPreview(actor))) return staleVersion(meta.version);
    const changedBy = await audit.lastWrite({ type, recordId: id, since: record.updatedAt });
    // As the admin's reads show it: a form merging it must not get back a link that went away.
    const [linked = record] = await links.records(type, [record], { public: false });
    return stale(managed(snapshot, [linked])[0] ?? linked, meta.version, changedBy);
  }

  /**
   * A write's input checked as every create and update checks it: the type's fields, the
   * publishing, and the library files its media fields point at.
   */
  async function prepare<K extends ContentTypeName>(type: K, input: unknown) {
    const data = validate(contentSchema(type), input);
    const publishing = validate(publishingSchema, input);
    await checkLibraryReferences(db, type, data);
    await checkReferences(db, type, data);
    return { data, publishing };
  }

  /** Adds a record and keeps its first version, within the caller's transaction. */
  async function insertWithVersion(
    trx: Kysely<Database>,
    type: ContentTypeName,
    data: unknown,
    publishing: RecordWrite,
    author: string,
  ): Promise<ContentRow> {
    const inserted = await insertContent(trx, contentTableName(type), data, publishing);
    await keepVersion(trx, type, inserted, { author, keep: revisionsKeep });
    return inserted;
  }

  /**
   * Replaces a record's fields and keeps the version, within the caller's transaction;
   * undefined when it is no longer at `expected`.
   */
  async function updateWithVersion(
    trx: Kysely<Database>,
    type: ContentTypeName,
    current: ContentRow,
    data: unknown,
    publishing: RecordWrite,
    { author, expected }: { author: string; expected: number | undefined },
  ): Promise<ContentRow | undefined> {
    const table = contentTableName(type);
    const updated = await updateContent(trx, table, current.id, data, publishing, expected);
    if (updated)
      await keepVersion(trx, type, updated, { author, keep: revisionsKeep, before: current });
    return updated;
  }

  /** What a record's activity entries name: who, which record, and a translated write's locale. */
  const activityEntry = (
    author: string,
    type: ContentTypeName,
    record: ContentRecord<ContentTypeName>,
    translation: string | undefined,
  ) => ({
    actor: author,
    type,
    recordId: record._id,
    title: recordTitle(type, record),
    locale: translation,
  });

  /** What a committed create tells: the activity log and the webhooks (published too, if so). */
  async function announceCreated<K extends ContentTypeName>(
    author: string,
    type: K,
    record: ManagedRecord<K>,
    translation?: string,
  ): Promise<void> {
    const entry = activityEntry(author, type, record, translation);
    const locale = payloadLocale(translation);
    await audit.record({ ...entry, action: 'created' });
    await events.emit(`${type}.created`, record, locale);
    if (isPublic(record, now())) {
      await audit.record({ ...entry, action: 'published' });
      await events.emit(`${type}.published`, record, locale);
    }
  }

  /**
   * An update's writes within `trx`: the row, checked against its stored times where the input
   * leaves one out, and the version it makes. Undefined when the record is gone; 'stale' when
   * it is no longer at `expected`.
   */
  async function writeUpdate(
    trx: Kysely<Database>,
    type: ContentTypeName,
    id: string,
    update: {
      data: object;
      publishing: PublishingWrite;
      author: string;
      expected?: number | undefined;
      /** A non-default locale's values: `data` is then the input, its shared fields applied. */
      translation?: string | undefined;
      /** Every translation, replacing the stored ones (a restore); left out: they stay. */
      translations?: Translations | undefined;
    },
  ): Promise<{ current: ContentRow; updated: ContentRow } | 'stale' | 'raced' | undefined> {
    const { data, publishing, author, expected, translation, translations } = update;
    const current = await findContent(trx, contentTableName(type), id);
    if (!current) return undefined;
    checkExpiry(timesAfter(current, publishing));
    const written =
      translation === undefined
        ? { data, translations }
        : {
            data: sharedFrom(localizedFields(type), fieldsOf(current), data),
            translations: withTranslation(
              JSON.parse(current.translations),
              translation,
              translationOf(localizedFields(type), data),
            ),
          };
    // A translation is merged into the row as read: written only while it is still that
    // version (another write in between: 'raced', read and merged again).
    const guard = expected ?? (translation === undefined ? undefined : current.version);
    const updated = await updateWithVersion(
      trx,
      type,
      current,
      written.data,
      { ...publishing, translations: written.translations },
      { author, expected: guard },
    );
    if (!updated) return expected === undefined ? 'raced' : 'stale';
    return { current, updated };
  }

  /**
   * The webhook events of a committed update, and the publishing change it made (the action of
   * its activity entry), if any.
   */
  async function announceUpdate(
    type: ContentTypeName,
    record: PublishingMeta & { _id: string },
    wasPublic: boolean,
    translation?: string,
  ): Promise<'published' | 'unpublished' | undefined> {
    const locale = payloadLocale(translation);
    await events.emit(`${type}.updated`, record, locale);
    const at = now();
    if (isPublic(record, at) && !wasPublic) {
      await events.emit(`${type}.published`, record, locale);
      return 'published';
    }
    // An expiry set in the past is told once, when the next read unpublishes the record.
    if (wasPublic && !isPublic(record, at) && !isExpired(record, at)) {
      await events.emit(`${type}.unpublished`, record, locale);
      return 'unpublished';
    }
    return undefined;
  }

  /**
   * What a committed update tells: the fields it changed (of `translation` too), and whether it
   * published or unpublished the record (`before`: its publishing as it was).
   */
  async function announceUpdated<K extends ContentTypeName>(
    author: string,
    type: K,
    change: { current: ContentRow; updated: ContentRow },
    record: ManagedRecord<K>,
    before: PublishingMeta | undefined,
    translation?: string,
  ): Promise<void> {
    const entry = activityEntry(author, type, record, translation);
    await audit.record({ ...entry, action: 'updated', fields: changedFields(change, translation) });
    const wasPublic = before !== undefined && isPublic(before, now());
    const turned = await announceUpdate(type, record, wasPublic, translation);
    if (turned) await audit.record({ ...entry, action: turned });
  }

  /** A delete's writes within `trx`: the row moves to the trash. Undefined when none was removed. */
  async function writeDelete(
    trx: Kysely<Database>,
    type: ContentTypeName,
    id: string,
    {
      author,
      deletedAt,
      expected,
    }: { author: string; deletedAt: string; expected?: number | undefined },
  ): Promise<ContentRow | undefined> {
    const row = await deleteContent(trx, contentTableName(type), id, expected);
    if (row) await putInTrash(trx, type, row, { deletedAt, deletedBy: author });
    return row;
  }

  /** What a committed delete tells: its activity entry and webhook event. */
  async function announceDelete(type: ContentTypeName, removed: ContentRow, author: string) {
    await audit.record({
      actor: author,
      action: 'deleted',
      type,
      recordId: removed.id,
      title: recordTitle(type, fieldsOf(removed)),
    });
    await events.emit(`${type}.deleted`, { _id: removed.id }, payloadLocale(undefined));
  }

  const service = {
    /**
     * What the clock changed, told without waiting for a read (schedule.ts): each
     * expiry that came unpublishes its record, and each scheduled publication that came due is
     * told; once across processes.
     */
    async announceDue(): Promise<void> {
      for (const type of contentTypeNames) await announceScheduled(await settled(type), type);
      const until = now() - ANNOUNCE_WITHIN_MS;
      if (until - lastPurge > ANNOUNCE_WITHIN_MS) {
        await purgePublishAnnouncements(db, new Date(until).toISOString());
        for (const key of announced) {
          if (Date.parse(key.slice(key.lastIndexOf(' ') + 1)) < until) announced.delete(key);
        }
        lastPurge = until;
      }
    },

    /**
     * Every public record, in the type's order: the same array (and objects) until the type
     * changes or a scheduled record comes due. Previewing: every record, with its publishing.
     */
    async list<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input?: unknown,
    ): Promise<readonly ContentRecord<K>[]> {
      await authorize(access.content.list, actor);
      // The public list is asked for without input, on every page view: nothing to parse.
      const options = input == null ? {} : validate(readInput, input);
      return (await readable(actor, type, options)).records;
    },

    /** A page of the public list, in the type's order (the order of `list`). */
    async page<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<ContentRecord<K>>> {
      await authorize(access.content.page, actor);
      const { limit, cursor, ...options } = validate(pageInput, input);
      return pageFrom((await readable(actor, type, options)).records, cursor, limit);
    },

    /**
     * A page of the admin's list, every record with its publishing: searched in every text
     * field, of one publishing state, in the type's order or by age.
     */
    async browse<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<BrowsedRecord<K>>> {
      await authorize(access.content.browse, actor);
      const { limit, cursor, sort, ...filter } = validate(browseSchema, input);
      const snapshot = await settled(type);
      const found = filtered(type, snapshot, filter, now(), locales);
      const sorted =
        sort === 'position'
          ? found
          : [...found].sort((a, b) => (sort === 'oldest' ? 1 : -1) * byCreation(a, b));
      const page = pageFrom(sorted, cursor, limit);
      const items = managed(snapshot, await links.records(type, page.items, { public: false }));
      if (!locales.multiple) return { ...page, items };
      return {
        ...page,
        items: items.map((record) =>
          Object.assign(record, {
            _missingLocales: missingLocales(
              record,
              snapshot.translations.get(record._id),
              snapshot.localizedFields,
              locales.others,
            ),
          }),
        ),
      };
    },

    /**
     * A record's stored translation in `locale` (a non-default one), field by field: null
     * where it has none (no fallback: the default values are `get`'s).
     */
    async translation(
      actor: Actor,
      type: ContentTypeName,
      id: string,
      input: unknown,
    ): Promise<TranslationAnswer> {
      await authorize(access.content.translation, actor);
      const { locale } = validate(translationQuerySchema, input);
      const translation = locales.resolve(locale);
      const snapshot = await settled(type);
      const record = snapshot.byId.get(id);
      if (!record) throw notFound();
      const stored = translation ? snapshot.translations.get(id)?.[translation] : undefined;
      return rawTranslation(snapshot.localizedFields, record, stored);
    },

    /** One public record (404 for a draft or one not yet due); previewing, any, with its publishing. */
    async get<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown = {},
    ): Promise<ContentRecord<K>> {
      return (await service.versioned(actor, type, id, input)).record;
    },

    /** `get`'s record and its version, read together (REST answers the version as its ETag). */
    async versioned<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown = {},
    ): Promise<{ record: ContentRecord<K>; version: number }> {
      await authorize(access.content.get, actor);
      const { preview = false, locale } = validate(readInput, input ?? {});
      const translation = locales.resolve(locale);
      const snapshot = await settled(type);
      const version = snapshot.publishing.get(id)?.version ?? 0;
      if (!preview) {
        const at = now();
        const visible = snapshot.inLocale(snapshot.visible(at), translation);
        const linked = await links.set(type, visible, { public: true, at }, translation);
        const record = linked.byId.get(id);
        if (!record) throw notFound();
        return { record, version };
      }
      await authorize(access.content.preview, actor);
      const all = snapshot.inLocale(snapshot, translation);
      const record = (await links.set(type, all, { public: false }, translation)).byId.get(id);
      if (!record) throw notFound();
      return { record: managed(snapshot, [record])[0] ?? record, version };
    },

    /**
     * Adds a record. With a non-default `locale`, its values are the default locale's too (a
     * record always has them), and that locale's translation.
     */
    async create<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
      locale?: string,
    ): Promise<ManagedRecord<K>> {
      const caller = await authorize(access.content.create, actor);
      const translation = locales.resolve(locale);
      const { data, publishing } = await prepare(type, input);
      checkExpiry({
        publishAt: publishing.publishAt ?? null,
        unpublishAt: publishing.unpublishAt ?? null,
      });
      const translations =
        translation === undefined
          ? undefined
          : withTranslation({}, translation, translationOf(localizedFields(type), data));
      const author = authorOf(caller);
      const row = await db
        .transaction()
        .execute((trx) =>
          insertWithVersion(trx, type, data, { ...publishing, translations }, author),
        );
      const record = written<K>(data, row);
      await announceCreated(author, type, record, translation);
      return record;
    },

    /**
     * Replaces the fields; the publishing changes only where the input names it. With
     * `expected`, only while the record is at that version (else `stale`, nothing written).
     * With a non-default `locale`: the input's localized fields are that locale's translation
     * (empty or left out: none, the default's shows), its shared fields apply to every locale.
     * The default locale's write leaves every translation as it is.
     */
    update<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown,
      expected?: number,
      locale?: string,
    ): Promise<ManagedRecord<K>> {
      return updateRecord(actor, type, id, input, { expected, locale });
    },

    /**
     * Publishes one record now, as the admin's Publish does (a schedule it had is cleared), only
     * while it is at `expected` (else `stale`); its fields stay as stored. One public already is
     * answered as it is, unwritten.
     */
    async publish(actor: Actor, type: ContentTypeName, id: string, expected: number) {
      const caller = await authorize(access.content.update, actor);
      const author = authorOf(caller);
      const at = now();
      const outcome = await db.transaction().execute(async (trx) => {
        const current = await findContent(trx, contentTableName(type), id);
        if (!current || current.version !== expected) return current && 'stale';
        const publishing = publishingFor('publish', current, at);
        if (!publishing) return { unchanged: current };
        const data = fieldsOf(current);
        return writeUpdate(trx, type, id, { data, publishing, author, expected });
      });
      if (outcome === 'stale' || outcome === 'raced') throw await staleRecord(actor, type, id);
      if (!outcome) throw notFound();
      if ('unchanged' in outcome) return recordOf(type, outcome.unchanged);
      const record = recordOf(type, outcome.updated);
      await announceUpdate(type, record, isPublic(publishingOf(outcome.current), at));
      const title = recordTitle(type, record);
      await audit.record({ actor: author, action: 'published', type, recordId: id, title });
      return record;
    },

    /**
     * Moves the record to the trash, where it can be restored for TRASH_DAYS. With `expected`,
     * only while the record is at that version.
     */
    async delete(actor: Actor, type: ContentTypeName, id: string, expected?: number) {
      const caller = await authorize(access.content.delete, actor);
      const author = authorOf(caller);
      const deletedAt = new Date(now()).toISOString();
      const removed = await db
        .transaction()
        .execute((trx) => writeDelete(trx, type, id, { author, deletedAt, expected }));
      if (!removed) throw await staleRecord(actor, type, id);
      await announceDelete(type, removed, author);
      return { message: messages.deleted, _id: id };
    },

    /**
     * Every record of the type (drafts, scheduled and expired ones too), or those `ids` name,
     * in the type's order, as a JSON or CSV file (decision 046).
     */
    async export(actor: Actor, type: ContentTypeName, query: unknown): Promise<ExportFile> {
      await authorize(access.contentTransfer.export, actor);
      const { format, ids, ...filter } = validate(exportQuerySchema, query);
      const snapshot = await settled(type);
      const wanted = ids && new Set(ids);
      const records = filtered(type, snapshot, filter, now(), locales).filter(
        (record) => !wanted || wanted.has(record._id),
      );
      // As the admin's reads show them, so the file imports again as it is.
      const linked = await links.records(type, records, { public: false });
      return exportFile(type, managed(snapshot, linked), format, {
        others: locales.others,
        byId: snapshot.translations,
      });
    },

    /**
     * Reads an export's rows back (a JSON array, or CSV text): a row with an `_id` updates that
     * record, one without adds one. Each row is checked as a single create or update is, and
     * any invalid row refuses the whole import; then every write is one transaction, and each
     * record is told (activity log, webhooks) as a single write tells it. A row that would
     * change nothing is counted as updated and writes nothing. `dryRun`: the counts, unwritten.
     */
    async import<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      body: unknown,
      query: unknown,
    ): Promise<ImportAnswer> {
      const caller = await authorize(access.contentTransfer.import, actor);
      const { dryRun } = validate(importQuerySchema, query);
      const issues = importIssues();
      const rows = await importRows(type, body, locales.others, issues);
      if (rows.length > importLimits.maxRows) {
        throw new ServiceError('tooLarge', transferMessages.tooManyRows(importLimits.maxRows));
      }
      const prepared: PreparedRow<ContentData<K>>[] = [];
      for (const [index, input] of rows.entries()) {
        const row = index + 1;
        // Other requests are served between slices of the checks: a full import is thousands.
        if (row % IMPORT_CHECK_SLICE === 0) await nextTurn();
        try {
          const meta = rowMeta(input);
          const translations = rowTranslations(type, meta.row, locales.others, row, issues);
          const { data, publishing } = await prepare(type, input);
          prepared.push({
            row,
            id: meta._id,
            version: meta._version,
            data,
            publishing,
            translations,
          });
        } catch (error) {
          issues.addError(row, error);
        }
      }
      const snapshot = await settled(type);
      const table = contentTableName(type);
      const author = authorOf(caller);
      const outcome = await db.transaction().execute(async (trx) => {
        const stored = new Map((await listContent(trx, table)).map((row) => [row.id, row]));
        const plan = planImport(prepared, stored, issues);
        issues.refuseIfAny();
        const created: { data: ContentData<K>; row: ContentRow }[] = [];
        const updated: { data: ContentData<K>; current: ContentRow; updated: ContentRow }[] = [];
        if (dryRun) return { plan, created, updated };
        for (const { data, publishing, translations } of plan.creates) {
          const row = await insertWithVersion(
            trx,
            type,
            data,
            { ...publishing, translations: translationsAfter('{}', translations) },
            author,
          );
          created.push({ data, row });
        }
        for (const { current, data, publishing, translations } of plan.updates) {
          const row = await updateWithVersion(
            trx,
            type,
            current,
            data,
            { ...publishing, translations: translationsAfter(current.translations, translations) },
            { author, expected: current.version },
          );
          // Changed by another write since it was read: the whole import is undone.
          if (!row) throw new ServiceError('conflict', transferMessages.changedMeanwhile);
          updated.push({ data, current, updated: row });
        }
        return { plan, created, updated };
      });
      for (const { data, row } of outcome.created) {
        await announceCreated(author, type, written(data, row));
      }
      for (const { data, ...change } of outcome.updated) {
        const before = snapshot.publishing.get(change.current.id);
        await announceUpdated(author, type, change, written(data, change.updated), before);
      }
      const { plan } = outcome;
      return { created: plan.creates.length, updated: plan.updates.length + plan.unchanged };
    },

    bulk: createBulkAction({
      db,
      audit,
      now,
      locales,
      mayPreview,
      settled,
      writeUpdate,
      announceUpdate,
      writeDelete,
      announceDelete,
    }),

    /** Sets the type's order by hand (see `reordered`); the public lists follow at once. */
    async reorder(actor: Actor, type: ContentTypeName, input: unknown) {
      const caller = await authorize(access.content.reorder, actor);
      const { ids } = validate(reorderSchema, input);
      const table = contentTableName(type);
      await db
        .transaction()
        .execute(async (trx) =>
          setContentPositions(trx, table, reordered(await listContentOrder(trx, table), ids)),
        );
      await audit.record({ actor: authorOf(caller), action: 'reordered', type });
      return { message: orderMessages.saved };
    },

    /** A record's versions, newest (the current one) first; 404 once the record is gone. */
    async history(actor: Actor, type: ContentTypeName, id: string): Promise<Revision[]> {
      await authorize(access.content.history, actor);
      if (!(await findContent(db, contentTableName(type), id))) throw notFound();
      return (await listRevisions(db, type, id)).map(revisionOf);
    },

    /**
     * Puts a record back as one of its versions was: itself a new version (and its answer).
     * With `expected`, only while the record is at that version.
     */
    async restore<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown,
      expected?: number,
    ): Promise<ManagedRecord<K>> {
      const caller = await authorize(access.content.restore, actor);
      const { revision } = validate(restoreSchema, input);
      const found = await findRevision(db, type, id, revision);
      if (!found || !(await findContent(db, contentTableName(type), id))) {
        throw new ServiceError('notFound', revisionMessages.notFound);
      }
      // Checked again as any update is: the type's fields may have changed since. Its
      // translations come back with it.
      const record = await updateRecord(
        actor,
        type,
        id,
        {
          // Its links to records deleted since drop out, as its reads showed them.
          ...(await withoutMissingReferences(db, type, JSON.parse(found.data))),
          status: found.status,
          publishAt: found.publishAt,
          unpublishAt: found.unpublishAt,
        },
        { expected, translations: JSON.parse(found.translations) },
      );
      await audit.record({
        actor: authorOf(caller),
        action: 'restored',
        type,
        recordId: id,
        title: recordTitle(type, record),
      });
      return record;
    },

    /** Whether the caller may preview drafts and scheduled records (the public pages' banner). */
    mayPreview,

    /** Each type's records, and its drafts and scheduled ones (the dashboard). */
    async summary(actor: Actor): Promise<ContentSummary[]> {
      await authorize(access.content.count, actor);
      const at = now();
      return Promise.all(
        contentTypeNames.map(async (type) => {
          const snapshot = await settled(type);
          const states = [...snapshot.publishing.values()].map((meta) => publishBadge(meta, at));
          return {
            type,
            total: snapshot.records.length,
            drafts: states.filter((state) => state === 'draft').length,
            scheduled: states.filter((state) => state === 'scheduled').length,
          };
        }),
      );
    },

    /** Every record, drafts and scheduled ones included (the dashboard's counts). */
    async count(actor: Actor, type: ContentTypeName): Promise<number> {
      await authorize(access.content.count, actor);
      return (await cache.snapshot(type)).records.length;
    },
  };

  /** `update`, and a restore's (which puts every translation back as the version had them). */
  async function updateRecord<K extends ContentTypeName>(
    actor: Actor,
    type: K,
    id: string,
    input: unknown,
    {
      expected,
      locale,
      translations,
    }: { expected?: number | undefined; locale?: string | undefined; translations?: Translations },
  ): Promise<ManagedRecord<K>> {
    const caller = await authorize(access.content.update, actor);
    const translation = locales.resolve(locale);
    const full = translation === undefined ? validate(contentSchema(type), input) : undefined;
    const data: object =
      full ?? validate(translationSchema(contentTypes[type].schema, localizedFields(type)), input);
    const publishing = validate(publishingSchema, input);
    await checkLibraryReferences(db, type, data);
    await checkReferences(db, type, data);
    const before = (await settled(type)).publishing.get(id);
    const author = authorOf(caller);
    const update = { data, publishing, author, expected, translation, translations };
    const write = () => db.transaction().execute((trx) => writeUpdate(trx, type, id, update));
    let change = await write();
    for (let retry = 0; change === 'raced' && retry < RACED_RETRIES; retry++)
      change = await write();
    if (change === 'stale' || change === 'raced') throw await staleRecord(actor, type, id);
    if (!change) throw notFound();
    // A translation's answer: the record as that locale reads it (the stored fields, in the
    // schema's order).
    const stored = full ?? validate(contentSchema(type), fieldsOf(change.updated));
    const storedTranslations: Translations = JSON.parse(change.updated.translations);
    const record = translated(
      written<K>(stored, change.updated),
      translation === undefined ? undefined : storedTranslations[translation],
      localizedFields(type),
    );
    await announceUpdated(author, type, change, record, before, translation);
    return record;
  }

  return service;
}

export type ContentService = ReturnType<typeof createContentService>;
