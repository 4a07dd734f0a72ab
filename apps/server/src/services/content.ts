import {
  access,
  browseSchema,
  type ContentData,
  type ContentRecord,
  type ContentSummary,
  type ContentTypeName,
  contentSchema,
  contentTypeNames,
  exportQuerySchema,
  IMPORT_MAX_ROWS_DEFAULT,
  type ImportAnswer,
  importQuerySchema,
  isExpired,
  isPublic,
  type ListPage,
  messages,
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
  transferMessages,
  type VersionMeta,
} from '@studio/contracts';
import {
  type ContentRow,
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
  putInTrash,
  setContentPositions,
  updateContent,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf } from './actor';
import type { AuditLog } from './audit';
import { createBulkAction } from './content-bulk';
import { type ContentSnapshot, type ContentStore, createContentCache } from './content-cache';
import { type ExportFile, exportFile, importRows } from './content-files';
import { filtered } from './content-filter';
import { keepVersion, revisionOf } from './content-history';
import { importIssues, type PreparedRow, planImport, rowMeta } from './content-import';
import { reordered } from './content-order';
import { fieldsOf, publishingOf } from './content-row';
import { checkExpiry, timesAfter } from './content-times';
import { notFound, ServiceError, stale, validate } from './errors';
import { checkLibraryReferences } from './media/service';
import type { WebhookEvents } from './webhooks/events';

/** A record as the admin reads it: its publishing and version beside its fields. */
type ManagedRecord<K extends ContentTypeName> = ContentRecord<K> & PublishingMeta & VersionMeta;

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

/** The fields (and publishing) an update changed, by name. */
function changedFields({ current, updated }: { current: ContentRow; updated: ContentRow }) {
  const before = fieldsOf(current);
  const after = fieldsOf(updated);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
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
  }: {
    now?: () => number;
    revisionsKeep?: number;
    /** IMPORT_MAX_ROWS (the body's cap is the route's). */
    importLimits?: { maxRows: number };
    audit: AuditLog;
  },
) {
  const { db } = store;
  const cache = createContentCache(store);

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

  /** The public set at this moment, or (previewing, once allowed) every record. */
  async function readable<K extends ContentTypeName>(actor: Actor, type: K, preview: boolean) {
    const snapshot = await settled(type);
    if (!preview) return { snapshot, records: snapshot.visible(now()).records, preview };
    await authorize(access.content.preview, actor);
    return { snapshot, records: managed(snapshot), preview };
  }

  /**
   * The refusal of a write that found nothing at the version it named: `stale` with the record
   * as the admin reads it now, or 404 when it is gone.
   */
  async function staleRecord(type: ContentTypeName, id: string): Promise<ServiceError> {
    const snapshot = await cache.snapshot(type);
    const record = snapshot.byId.get(id);
    const meta = snapshot.publishing.get(id);
    if (!record || !meta) return notFound();
    const changedBy = await audit.lastWrite({ type, recordId: id, since: record.updatedAt });
    return stale(managed(snapshot, [record])[0] ?? record, meta.version, changedBy);
  }

  /**
   * A write's input checked as every create and update checks it: the type's fields, the
   * publishing, and the library files its media fields point at.
   */
  async function prepare<K extends ContentTypeName>(type: K, input: unknown) {
    const data = validate(contentSchema(type), input);
    const publishing = validate(publishingSchema, input);
    await checkLibraryReferences(db, type, data);
    return { data, publishing };
  }

  /** Adds a record and keeps its first version, within the caller's transaction. */
  async function insertWithVersion(
    trx: Kysely<Database>,
    type: ContentTypeName,
    data: unknown,
    publishing: PublishingWrite,
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
    publishing: PublishingWrite,
    { author, expected }: { author: string; expected: number | undefined },
  ): Promise<ContentRow | undefined> {
    const table = contentTableName(type);
    const updated = await updateContent(trx, table, current.id, data, publishing, expected);
    if (updated)
      await keepVersion(trx, type, updated, { author, keep: revisionsKeep, before: current });
    return updated;
  }

  /** What a committed create tells: the activity log and the webhooks (published too, if so). */
  async function announceCreated<K extends ContentTypeName>(
    author: string,
    type: K,
    record: ManagedRecord<K>,
  ): Promise<void> {
    const entry = { actor: author, type, recordId: record._id, title: recordTitle(type, record) };
    await audit.record({ ...entry, action: 'created' });
    await events.emit(`${type}.created`, record);
    if (isPublic(record, now())) {
      await audit.record({ ...entry, action: 'published' });
      await events.emit(`${type}.published`, record);
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
    {
      data,
      publishing,
      author,
      expected,
    }: {
      data: unknown;
      publishing: PublishingWrite;
      author: string;
      expected?: number | undefined;
    },
  ): Promise<{ current: ContentRow; updated: ContentRow } | 'stale' | undefined> {
    const current = await findContent(trx, contentTableName(type), id);
    if (!current) return undefined;
    checkExpiry(timesAfter(current, publishing));
    const updated = await updateWithVersion(trx, type, current, data, publishing, {
      author,
      expected,
    });
    return updated ? { current, updated } : 'stale';
  }

  /**
   * The webhook events of a committed update, and the publishing change it made (the action of
   * its activity entry), if any.
   */
  async function announceUpdate(
    type: ContentTypeName,
    record: PublishingMeta,
    wasPublic: boolean,
  ): Promise<'published' | 'unpublished' | undefined> {
    await events.emit(`${type}.updated`, record);
    const at = now();
    if (isPublic(record, at) && !wasPublic) {
      await events.emit(`${type}.published`, record);
      return 'published';
    }
    // An expiry set in the past is told once, when the next read unpublishes the record.
    if (wasPublic && !isPublic(record, at) && !isExpired(record, at)) {
      await events.emit(`${type}.unpublished`, record);
      return 'unpublished';
    }
    return undefined;
  }

  /**
   * What a committed update tells: the fields it changed, and whether it published or
   * unpublished the record (`before`: its publishing as it was).
   */
  async function announceUpdated<K extends ContentTypeName>(
    author: string,
    type: K,
    change: { current: ContentRow; updated: ContentRow },
    record: ManagedRecord<K>,
    before: PublishingMeta | undefined,
  ): Promise<void> {
    const entry = { actor: author, type, recordId: record._id, title: recordTitle(type, record) };
    await audit.record({ ...entry, action: 'updated', fields: changedFields(change) });
    const turned = await announceUpdate(
      type,
      record,
      before !== undefined && isPublic(before, now()),
    );
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
    await events.emit(`${type}.deleted`, { _id: removed.id });
  }

  const service = {
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
      const preview = input == null ? false : (validate(previewSchema, input).preview ?? false);
      return (await readable(actor, type, preview)).records;
    },

    /** A page of the public list, in the type's order (the order of `list`). */
    async page<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<ContentRecord<K>>> {
      await authorize(access.content.page, actor);
      const { limit, cursor, preview = false } = validate(pageSchema, input);
      return pageFrom((await readable(actor, type, preview)).records, cursor, limit);
    },

    /**
     * A page of the admin's list, every record with its publishing: searched in every text
     * field, of one publishing state, in the type's order or by age.
     */
    async browse<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ListPage<ManagedRecord<K>>> {
      await authorize(access.content.browse, actor);
      const { limit, cursor, sort, ...filter } = validate(browseSchema, input);
      const snapshot = await settled(type);
      const found = filtered(snapshot, filter, now());
      const sorted =
        sort === 'position'
          ? found
          : [...found].sort((a, b) => (sort === 'oldest' ? 1 : -1) * byCreation(a, b));
      const page = pageFrom(sorted, cursor, limit);
      return { ...page, items: managed(snapshot, page.items) };
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
      const { preview = false } = validate(previewSchema, input ?? {});
      const snapshot = await settled(type);
      const version = snapshot.publishing.get(id)?.version ?? 0;
      if (!preview) {
        const record = snapshot.visible(now()).byId.get(id);
        if (!record) throw notFound();
        return { record, version };
      }
      await authorize(access.content.preview, actor);
      const record = snapshot.byId.get(id);
      if (!record) throw notFound();
      return { record: managed(snapshot, [record])[0] ?? record, version };
    },

    async create<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ManagedRecord<K>> {
      const caller = await authorize(access.content.create, actor);
      const { data, publishing } = await prepare(type, input);
      checkExpiry({
        publishAt: publishing.publishAt ?? null,
        unpublishAt: publishing.unpublishAt ?? null,
      });
      const author = authorOf(caller);
      const row = await db
        .transaction()
        .execute((trx) => insertWithVersion(trx, type, data, publishing, author));
      const record = written<K>(data, row);
      await announceCreated(author, type, record);
      return record;
    },

    /**
     * Replaces the fields; the publishing changes only where the input names it. With
     * `expected`, only while the record is at that version (else `stale`, nothing written).
     */
    async update<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown,
      expected?: number,
    ): Promise<ManagedRecord<K>> {
      const caller = await authorize(access.content.update, actor);
      const { data, publishing } = await prepare(type, input);
      const before = (await settled(type)).publishing.get(id);
      const author = authorOf(caller);
      const change = await db
        .transaction()
        .execute((trx) => writeUpdate(trx, type, id, { data, publishing, author, expected }));
      if (change === 'stale') throw await staleRecord(type, id);
      if (!change) throw notFound();
      const record = written<K>(data, change.updated);
      await announceUpdated(author, type, change, record, before);
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
      if (!removed) throw await staleRecord(type, id);
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
      const records = filtered(snapshot, filter, now()).filter(
        (record) => !wanted || wanted.has(record._id),
      );
      return exportFile(type, managed(snapshot, records), format);
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
      const rows = await importRows(type, body, issues);
      if (rows.length > importLimits.maxRows) {
        throw new ServiceError('tooLarge', transferMessages.tooManyRows(importLimits.maxRows));
      }
      const prepared: PreparedRow<ContentData<K>>[] = [];
      for (const [index, input] of rows.entries()) {
        const row = index + 1;
        try {
          const meta = rowMeta(input);
          const { data, publishing } = await prepare(type, input);
          prepared.push({ row, id: meta._id, version: meta._version, data, publishing });
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
        for (const { data, publishing } of plan.creates) {
          const row = await insertWithVersion(trx, type, data, publishing, author);
          created.push({ data, row });
        }
        for (const { current, data, publishing } of plan.updates) {
          const row = await updateWithVersion(trx, type, current, data, publishing, {
            author,
            expected: current.version,
          });
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
      // Checked again as any update is: the type's fields may have changed since.
      const record = await service.update(
        actor,
        type,
        id,
        {
          ...JSON.parse(found.data),
          status: found.status,
          publishAt: found.publishAt,
          unpublishAt: found.unpublishAt,
        },
        expected,
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
    async mayPreview(actor: Actor): Promise<boolean> {
      try {
        await authorize(access.content.preview, actor);
        return true;
      } catch (error) {
        if (error instanceof ServiceError && error.status < 500) return false;
        throw error;
      }
    },

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
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;
