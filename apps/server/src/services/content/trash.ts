import {
  access,
  contentSchema,
  contentTypeNames,
  isPublic,
  type ListPage,
  recordTitle,
  TRASH_DAYS,
  type TrashEntry,
  type TrashRestored,
  trashListSchema,
  trashMessages,
  trashRestoreSchema,
} from '@studio/contracts';
import {
  type ContentTrashRow,
  contentTableName,
  type Database,
  findContent,
  findInTrash,
  insertContent,
  listTrash,
  purgeTrash,
  takeFromTrash,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, allows, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { ServiceError, stale, staleVersion, validate } from '../errors';
import type { Locales } from '../locales';
import { checkLibraryReferences } from '../media/service';
import type { WebhookEvents } from '../webhooks/events';
import { keepVersion } from './history';
import { withoutMissingReferences } from './references';
import { fieldsOf } from './row';
import { written } from './service';

const KEPT_MS = TRASH_DAYS * 86_400_000;

const notInTrash = () => new ServiceError('notFound', trashMessages.notFound);

const entryOf = (row: ContentTrashRow): TrashEntry => ({
  _id: row.id,
  type: row.type,
  title: recordTitle(row.type, fieldsOf(row)),
  deletedAt: row.deletedAt,
  deletedBy: row.deletedBy,
  purgeAt: new Date(Date.parse(row.deletedAt) + KEPT_MS).toISOString(),
  version: row.version,
});

/**
 * Deleted content records (the content service puts them here), restorable for TRASH_DAYS
 * under their own id; their versions stay meanwhile, and go with them when they are purged.
 */
export function createTrashService({
  db,
  events,
  audit,
  now = Date.now,
  revisionsKeep,
  locales,
}: {
  db: Kysely<Database>;
  events: WebhookEvents;
  audit: AuditLog;
  now?: () => number;
  revisionsKeep: number;
  locales: Locales;
}) {
  /** The oldest deletion still restorable (ISO). */
  const since = () => new Date(now() - KEPT_MS).toISOString();

  return {
    since,

    /** A page of what was deleted within TRASH_DAYS, of every content type, newest first. */
    async list(actor: Actor, input: unknown): Promise<ListPage<TrashEntry>> {
      await authorize(access.trash.list, actor);
      const { limit, cursor } = validate(trashListSchema, input);
      const offset = cursor ?? 0;
      const { rows, total } = await listTrash(db, {
        since: since(),
        // Records of a type the registry no longer has cannot come back.
        types: contentTypeNames,
        limit,
        offset,
      });
      return {
        items: rows.map(entryOf),
        total,
        nextCursor: offset + limit < total ? offset + limit : null,
      };
    },

    /**
     * Puts a record back as it was deleted: its id, fields, publishing and creation time, last
     * in its type's order, as a new version of its history (its version the next after the
     * deleted one's). Told like a create: the activity log and webhooks. With `expected`, only
     * while the trash holds it at that version.
     */
    async restore(actor: Actor, input: unknown, expected?: number): Promise<TrashRestored> {
      const caller = await authorize(access.trash.restore, actor);
      const { type, id } = validate(trashRestoreSchema, input);
      const from = since();
      const found = await findInTrash(db, type, id, from);
      if (!found) throw notInTrash();
      // Checked again as any write is: the type's fields, or the library, may have changed since.
      // Its links to records deleted since drop out, as its reads showed them.
      const data = await withoutMissingReferences(
        db,
        type,
        validate(contentSchema(type), fieldsOf(found)),
      );
      await checkLibraryReferences(db, type, data);
      const table = contentTableName(type);
      const author = authorOf(caller);
      const row = await db.transaction().execute(async (trx) => {
        if (await findContent(trx, table, id)) {
          throw new ServiceError('conflict', trashMessages.idTaken);
        }
        if (!(await takeFromTrash(trx, type, id, from, expected))) {
          // Gone meanwhile (another restore was first), or deleted again at another version.
          const now = await findInTrash(trx, type, id, from);
          if (!now) throw notInTrash();
          // The entry and who deleted it only to a caller who may read the trash.
          if (!(await allows(access.trash.list, actor))) throw staleVersion(now.version);
          const changedBy = now.deletedBy ? { actor: now.deletedBy, at: now.deletedAt } : undefined;
          throw stale(entryOf(now), now.version, changedBy);
        }
        const restored = await insertContent(
          trx,
          table,
          data,
          {
            status: found.status,
            publishAt: found.publishAt,
            unpublishAt: found.unpublishAt,
            // Its translations come back with it.
            translations: JSON.parse(found.translations),
          },
          { id, createdAt: found.createdAt, version: found.version + 1 },
        );
        await keepVersion(trx, type, restored, {
          author,
          keep: revisionsKeep,
          note: 'restoredFromTrash',
        });
        return restored;
      });
      const record = written(data, row);
      const entry = { actor: author, type, recordId: id, title: recordTitle(type, data) };
      await audit.record({ ...entry, action: 'restored' });
      await events.emit(`${type}.created`, record, locales.named(undefined));
      if (isPublic(record, now())) {
        await audit.record({ ...entry, action: 'published' });
        await events.emit(`${type}.published`, record, locales.named(undefined));
      }
      return { message: trashMessages.restored, type, _id: id };
    },

    /** Removes what was deleted more than TRASH_DAYS ago, with its versions (run daily). */
    purge: () => db.transaction().execute((trx) => purgeTrash(trx, since())),
  };
}
