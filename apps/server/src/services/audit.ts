import {
  type AuditAction,
  type AuditEntry,
  access,
  auditListSchema,
  type ListPage,
  type StaleChange,
} from '@studio/contracts';
import { type Database, insertAudit, lastWriteOf, listAudit, purgeAudit } from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type Actor, authorize } from './actor';
import { validate } from './errors';

/** What happened, as a service tells the log. */
interface AuditEvent {
  /** who: see `authorOf`; the e-mail a failed sign-in gave */
  actor: string | null;
  action: AuditAction;
  type?: string | null;
  recordId?: string | null;
  title?: string | null;
  fields?: readonly string[] | null;
  /** a translated write's locale */
  locale?: string | undefined;
}

const DAY_MS = 86_400_000;

/**
 * The activity log. Entries are written after what they record has committed, and a failure to
 * write one is logged rather than failing the change it describes.
 */
export function createAuditLog({
  db,
  log,
  now = Date.now,
  retentionDays,
}: {
  db: Kysely<Database>;
  log: Logger;
  now?: () => number;
  retentionDays: number;
}) {
  return {
    async record({
      actor,
      action,
      type = null,
      recordId = null,
      title = null,
      fields = null,
      locale,
    }: AuditEvent) {
      try {
        await insertAudit(db, {
          at: new Date(now()).toISOString(),
          actor,
          action,
          type,
          recordId,
          title,
          fields: fields ? JSON.stringify(fields) : null,
          ...(locale === undefined ? {} : { locale }),
        });
      } catch (error) {
        log.error({ err: error, action, type, recordId }, 'could not write the activity log');
      }
    },

    /** A page of the log, newest first, filtered. */
    async list(actor: Actor, input: unknown): Promise<ListPage<AuditEntry>> {
      await authorize(access.audit.list, actor);
      const { limit, cursor, ...filter } = validate(auditListSchema, input);
      const offset = cursor ?? 0;
      const { rows, total } = await listAudit(db, filter, { limit, offset });
      return {
        items: rows.map((row) => ({
          _id: row.id,
          at: row.at,
          actor: row.actor,
          action: row.action,
          type: row.type,
          recordId: row.recordId,
          title: row.title,
          fields: row.fields ? JSON.parse(row.fields) : null,
          ...(row.locale === null ? {} : { locale: row.locale }),
        })),
        total,
        nextCursor: offset + limit < total ? offset + limit : null,
      };
    },

    /**
     * Who wrote the record last, at or after `since` (the time its stored version was written),
     * for telling a stale write who it missed; a failing read means not known.
     */
    async lastWrite(where: {
      type: string;
      recordId: string;
      since: string;
    }): Promise<StaleChange | undefined> {
      try {
        const row = await lastWriteOf(db, where);
        return row?.actor ? { actor: row.actor, at: row.at } : undefined;
      } catch (error) {
        log.error({ err: error, ...where }, 'could not read the activity log');
        return undefined;
      }
    },

    /** Removes what is older than AUDIT_RETENTION_DAYS (run daily); answers how many went. */
    purge: () => purgeAudit(db, new Date(now() - retentionDays * DAY_MS).toISOString()),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
