import type { Kysely } from 'kysely';
import { serialTransaction } from '../dialect';
import type { Database } from '../schema';

/** One record a user has open. */
export interface PresenceKey {
  type: string;
  recordId: string;
  userId: string;
}

/** Someone with a record open, as the admin shows them. */
export interface PresenceRow {
  recordId: string;
  userId: string;
  email: string;
  since: string;
}

/** Removes every row not renewed since `before` (ISO): closed pages, crashed browsers. */
export async function purgePresence(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('presence').where('seenAt', '<', before).execute();
}

/**
 * Says a user has a record open at `at` (ISO); a row already there keeps its `since`. The user's
 * other rows beyond the `keep - 1` opened last go, in a serial transaction: two processes
 * adding a user's rows at once cannot both count before the other's row is in.
 */
export async function touchPresence(
  db: Kysely<Database>,
  key: PresenceKey,
  at: string,
  keep: number,
): Promise<void> {
  await serialTransaction(db, async (trx) => {
    await trx
      .insertInto('presence')
      .values({ ...key, since: at, seenAt: at })
      .onConflict((conflict) =>
        conflict.columns(['type', 'recordId', 'userId']).doUpdateSet({ seenAt: at }),
      )
      .execute();
    const others = await trx
      .selectFrom('presence')
      .select(['type', 'recordId'])
      .where('userId', '=', key.userId)
      .where((eb) => eb.or([eb('type', '!=', key.type), eb('recordId', '!=', key.recordId)]))
      .orderBy('since', 'desc')
      .orderBy('seenAt', 'desc')
      .execute();
    for (const row of others.slice(keep - 1)) {
      await deletePresence(trx, { ...row, userId: key.userId });
    }
  });
}

/** Says a user closed a record. */
export async function deletePresence(db: Kysely<Database>, key: PresenceKey): Promise<void> {
  await db
    .deleteFrom('presence')
    .where('type', '=', key.type)
    .where('recordId', '=', key.recordId)
    .where('userId', '=', key.userId)
    .execute();
}

/**
 * Who has records of a type open (one record's, given `recordId`), renewed since `after` (ISO),
 * earliest first.
 */
export function listPresence(
  db: Kysely<Database>,
  where: { type: string; recordId?: string; after: string },
): Promise<PresenceRow[]> {
  let query = db
    .selectFrom('presence')
    .innerJoin('user', 'user.id', 'presence.userId')
    .select(['presence.recordId', 'presence.userId', 'user.email', 'presence.since'])
    .where('presence.type', '=', where.type)
    .where('presence.seenAt', '>=', where.after);
  if (where.recordId !== undefined) query = query.where('presence.recordId', '=', where.recordId);
  return query.orderBy('presence.since').orderBy('user.email').execute();
}
