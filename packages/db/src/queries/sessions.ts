import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../schema';
import { now } from './ids';

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; userId: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('session')
    .values({ ...session, createdAt: now() })
    .execute();
}

/** The user of an unexpired session, if any. */
export function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Pick<UserRow, 'id' | 'email'> | undefined> {
  return db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select(['user.id', 'user.email'])
    .where('session.tokenHash', '=', tokenHash)
    .where('session.expiresAt', '>', now())
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('session').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('session').where('expiresAt', '<=', now()).execute();
}
