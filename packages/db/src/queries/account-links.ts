import type { Kysely } from 'kysely';
import type { Database, InvitationRow, PasswordResetRow } from '../schema';
import { now } from './ids';

/** Stores a password-reset link's hash. */
export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: Pick<PasswordResetRow, 'tokenHash' | 'userId' | 'expiresAt'>,
): Promise<void> {
  await db
    .insertInto('password_reset')
    .values({ ...reset, createdAt: now() })
    .execute();
}

/** The unexpired reset link with this hash. */
export function findPasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('password_reset')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now())
    .executeTakeFirst();
}

/**
 * Uses up a reset link: removes every link of its account and answers the one asked for, if it
 * was still valid. One DELETE, so of two uses racing only one gets the row.
 */
export async function takePasswordReset(
  db: Kysely<Database>,
  reset: Pick<PasswordResetRow, 'tokenHash' | 'userId'>,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('password_reset')
    .where('userId', '=', reset.userId)
    .returning(['tokenHash', 'expiresAt'])
    .execute();
  const at = now();
  return rows.some((row) => row.tokenHash === reset.tokenHash && row.expiresAt > at);
}

/** Stores an invitation in place of earlier ones to the same address (call it in a transaction). */
export async function insertInvitation(
  db: Kysely<Database>,
  invitation: Omit<InvitationRow, 'createdAt'>,
): Promise<void> {
  await db.deleteFrom('invitation').where('email', '=', invitation.email).execute();
  await db
    .insertInto('invitation')
    .values({ ...invitation, createdAt: now() })
    .execute();
}

/** The unexpired invitation with this hash. */
export function findInvitation(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now())
    .executeTakeFirst();
}

/** Uses up an invitation: true when it was still there and valid (one DELETE: one winner). */
export async function takeInvitation(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitation')
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now())
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes the links that have expired. */
export async function deleteExpiredAccountLinks(db: Kysely<Database>): Promise<void> {
  const at = now();
  await db.deleteFrom('password_reset').where('expiresAt', '<=', at).execute();
  await db.deleteFrom('invitation').where('expiresAt', '<=', at).execute();
}
