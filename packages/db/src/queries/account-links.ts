import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, InvitationRow, PasswordResetRow } from '../schema';
import { newId, now } from './ids';

/** The accounts that may sign in. */
const enabledUsers = (eb: ExpressionBuilder<Database, keyof Database>) =>
  eb.selectFrom('user').select('user.id').where('user.disabled', '=', 0);

/** The enabled admins: an invitation works only while its inviter is one. */
const enabledAdmins = (eb: ExpressionBuilder<Database, keyof Database>) =>
  enabledUsers(eb).where('user.role', '=', 'admin');

/**
 * Stores a password-reset link without a secret (its mail makes one when it is sent, see
 * `mintPasswordReset`); answers its id.
 */
export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: Pick<PasswordResetRow, 'userId' | 'expiresAt'>,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('password_reset')
    .values({ ...reset, id, tokenHash: null, createdAt: now() })
    .execute();
  return id;
}

/**
 * Gives a reset link a new secret's hash as its mail is sent (an earlier attempt's secret never
 * arrived): false when the link is gone (used, expired) or its account is disabled.
 */
export async function mintPasswordReset(
  db: Kysely<Database>,
  id: string,
  tokenHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_reset')
    .set({ tokenHash })
    .where('id', '=', id)
    .where('expiresAt', '>', now())
    .where((eb) => eb('userId', 'in', enabledUsers(eb)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

/** Voids an account's reset links not used yet (its password was set another way). */
export async function deleteUserPasswordResets(
  db: Kysely<Database>,
  userId: string,
): Promise<void> {
  await db.deleteFrom('password_reset').where('userId', '=', userId).execute();
}

/**
 * Uses up a reset link: removes every link of its account and answers the one asked for, if it
 * was still valid. One DELETE, so of two uses racing only one gets the row.
 */
export async function takePasswordReset(
  db: Kysely<Database>,
  reset: Pick<PasswordResetRow, 'id' | 'userId'>,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('password_reset')
    .where('userId', '=', reset.userId)
    .returning(['id', 'expiresAt'])
    .execute();
  const at = now();
  return rows.some((row) => row.id === reset.id && row.expiresAt > at);
}

/**
 * Stores an invitation, without a secret (its mail makes one when it is sent), in place of
 * earlier ones to the same address (call it in a transaction); answers its id.
 */
export async function insertInvitation(
  db: Kysely<Database>,
  invitation: Pick<InvitationRow, 'email' | 'role' | 'invitedBy' | 'expiresAt'>,
): Promise<string> {
  const id = newId();
  await db.deleteFrom('invitation').where('email', '=', invitation.email).execute();
  await db
    .insertInto('invitation')
    .values({ ...invitation, id, tokenHash: null, createdAt: now() })
    .execute();
  return id;
}

/**
 * Gives an invitation a new secret's hash as its mail is sent: false when it is gone (accepted,
 * expired, revoked, replaced) or its inviter is no longer an enabled admin.
 */
export async function mintInvitation(
  db: Kysely<Database>,
  id: string,
  tokenHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invitation')
    .set({ tokenHash })
    .where('id', '=', id)
    .where('expiresAt', '>', now())
    .where((eb) => eb('invitedBy', 'in', enabledAdmins(eb)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The unexpired invitation with this hash, while its inviter is still an enabled admin. */
export function findInvitation(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now())
    .where((eb) => eb('invitedBy', 'in', enabledAdmins(eb)))
    .executeTakeFirst();
}

/**
 * Uses up an invitation: true when it was still there and valid, its inviter an enabled admin
 * (one DELETE: one winner).
 */
export async function takeInvitation(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitation')
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now())
    .where((eb) => eb('invitedBy', 'in', enabledAdmins(eb)))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A pending invitation as the Users page lists it: the inviter by e-mail. */
export type PendingInvitationRow = Pick<InvitationRow, 'id' | 'email' | 'role' | 'expiresAt'> & {
  invitedByEmail: string;
};

/** The invitations not yet accepted nor expired, newest first. */
export function listPendingInvitations(db: Kysely<Database>): Promise<PendingInvitationRow[]> {
  return db
    .selectFrom('invitation')
    .innerJoin('user', 'user.id', 'invitation.invitedBy')
    .select([
      'invitation.id',
      'invitation.email',
      'invitation.role',
      'invitation.expiresAt',
      'user.email as invitedByEmail',
    ])
    .where('invitation.expiresAt', '>', now())
    .orderBy('invitation.createdAt', 'desc')
    .orderBy('invitation.id', 'desc')
    .execute();
}

/** An invitation as it was when revoked: what the activity log names it by. */
export type RevokedInvitation = Pick<InvitationRow, 'email' | 'role'>;

/** Revokes a pending invitation: the row it removed (expired ones count as gone), if any. */
export async function deleteInvitation(
  db: Kysely<Database>,
  id: string,
): Promise<RevokedInvitation | undefined> {
  return db
    .deleteFrom('invitation')
    .where('id', '=', id)
    .where('expiresAt', '>', now())
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/** Revokes every pending invitation an account sent (expired ones count as gone); answers them. */
export function deleteUserInvitations(
  db: Kysely<Database>,
  userId: string,
): Promise<RevokedInvitation[]> {
  return db
    .deleteFrom('invitation')
    .where('invitedBy', '=', userId)
    .where('expiresAt', '>', now())
    .returning(['email', 'role'])
    .execute();
}

/** How many pending invitations an account sent (its password form offers to revoke them). */
export async function countUserInvitations(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('invitation')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('invitedBy', '=', userId)
    .where('expiresAt', '>', now())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Removes the links that have expired. */
export async function deleteExpiredAccountLinks(db: Kysely<Database>): Promise<void> {
  const at = now();
  await db.deleteFrom('password_reset').where('expiresAt', '<=', at).execute();
  await db.deleteFrom('invitation').where('expiresAt', '<=', at).execute();
}
