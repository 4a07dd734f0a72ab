import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../schema';
import { newId, now } from './ids';

export type NewMail = Pick<MailOutboxRow, 'kind' | 'recipients' | 'data' | 'giveUpAt' | 'entryId'>;

/** Queues a mail, due at once. */
export async function insertMail(db: Kysely<Database>, mail: NewMail): Promise<MailOutboxRow> {
  const at = now();
  const row: MailOutboxRow = {
    ...mail,
    id: newId(),
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    createdAt: at,
  };
  await db.insertInto('mail_outbox').values(row).execute();
  return row;
}

/** Queued mails whose time has come, oldest due first. */
export function dueMails(db: Kysely<Database>, limit: number): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('nextAttemptAt', '<=', now())
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
}

/**
 * Takes a due mail for one attempt by moving its next attempt to `until`: one conditional
 * UPDATE, so of several processes that read the same row only one wins (as `claimDelivery`).
 */
export async function claimMail(
  db: Kysely<Database>,
  mail: Pick<MailOutboxRow, 'id' | 'nextAttemptAt'>,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ nextAttemptAt: until })
    .where('id', '=', mail.id)
    .where('nextAttemptAt', '=', mail.nextAttemptAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt and when to try again. */
export async function recordMailFailure(
  db: Kysely<Database>,
  id: string,
  outcome: Pick<MailOutboxRow, 'attempts' | 'nextAttemptAt' | 'lastError'>,
): Promise<void> {
  await db.updateTable('mail_outbox').set(outcome).where('id', '=', id).execute();
}

/** A mail leaves the outbox once sent, or given up on. */
export async function deleteMail(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

/** Deletes the mails still queued about these inbox entries; a sent one is gone already. */
export async function deleteQueuedMailOf(
  db: Kysely<Database>,
  entryIds: readonly string[],
): Promise<number> {
  if (entryIds.length === 0) return 0;
  const result = await db
    .deleteFrom('mail_outbox')
    .where('entryId', 'in', entryIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
