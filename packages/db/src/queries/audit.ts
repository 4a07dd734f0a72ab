import type { AuditFilter } from '@studio/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditLogRow, Database } from '../schema';
import { newId } from './ids';
import { containing } from './like';

/** An entry as written: `locale` only for a translated write. */
export type AuditWrite = Omit<AuditLogRow, 'id' | 'locale'> & { locale?: string | null };

export async function insertAudit(db: Kysely<Database>, entry: AuditWrite): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ ...entry, id: newId() })
    .execute();
}

/** The filters as conditions: a type and action exactly, the actor by a part, days inclusive. */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'audit_log', O>,
  { type, actor, action, from, to }: AuditFilter,
) {
  let q = query;
  if (type) q = q.where('type', '=', type);
  if (action) q = q.where('action', '=', action);
  if (actor) {
    q = q.where((eb) => eb(eb.fn('lower', ['actor']), 'like', containing(actor.toLowerCase())));
  }
  if (from) q = q.where('at', '>=', `${from}T00:00:00.000Z`);
  if (to) q = q.where('at', '<=', `${to}T23:59:59.999Z`);
  return q;
}

/** A page of the log, newest first, and how many entries the filters match. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const rows = await filtered(db.selectFrom('audit_log').selectAll(), filter)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await filtered(
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Removes the entries older than `before` (ISO); answers how many went. */
export async function purgeAudit(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The actions that leave a record as someone wrote it (what a stale write is told about). */
const writes = ['created', 'updated', 'published', 'unpublished', 'restored', 'deleted'] as const;

/**
 * The newest write to a record logged at or after `since` (its stored time), or undefined:
 * an entry older than the record's own write is someone else's earlier change.
 */
export async function lastWriteOf(
  db: Kysely<Database>,
  { type, recordId, since }: { type: string; recordId: string; since: string },
): Promise<Pick<AuditLogRow, 'actor' | 'at'> | undefined> {
  return db
    .selectFrom('audit_log')
    .select(['actor', 'at'])
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .where('action', 'in', writes)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Drops the titles (the sender's name) of the entries about these records of a type: what an
 * erasure leaves of an inbox entry in the log is what happened, not who it was.
 */
export async function clearAuditTitles(
  db: Kysely<Database>,
  type: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .updateTable('audit_log')
    .set({ title: null })
    .where('type', '=', type)
    .where('recordId', 'in', recordIds)
    .execute();
}
