import type { Kysely } from 'kysely';
import type { Database, TotpRow } from '../schema';
import { now } from './ids';

export function findTotp(db: Kysely<Database>, userId: string): Promise<TotpRow | undefined> {
  return db.selectFrom('totp').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/**
 * Stores a new secret waiting for its first code, in place of one still waiting; false (and
 * nothing changed) when the account's secret is already in force.
 */
export async function savePendingTotp(
  db: Kysely<Database>,
  userId: string,
  secret: string,
): Promise<boolean> {
  const row = { userId, secret, createdAt: now(), enabledAt: null, lastStep: null };
  const result = await db
    .insertInto('totp')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet({ secret, createdAt: row.createdAt, lastStep: null })
        .where('totp.enabledAt', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Puts the pending secret in force with the step of the code that proved it; false when it is
 * no longer that pending secret (set up again, or turned on meanwhile).
 */
export async function enableTotp(
  db: Kysely<Database>,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('totp')
    .set({ enabledAt: now(), lastStep: step })
    .where('userId', '=', userId)
    .where('secret', '=', secret)
    .where('enabledAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes a code's time step for an account in force, once: true when no code of this step or a
 * later one was taken before (one statement, so two servers cannot both take it).
 */
export async function takeTotpStep(
  db: Kysely<Database>,
  userId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('totp')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Counts one more wrong code in a row for an account in force; answers the count now. */
export async function countWrongTotpCode(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .updateTable('totp')
    .set((eb) => ({ wrongCodes: eb('wrongCodes', '+', 1) }))
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .returning('wrongCodes')
    .executeTakeFirst();
  return row?.wrongCodes ?? 0;
}

/** The account's wrong codes in a row start from nothing again (written only when there are some). */
export async function clearWrongTotpCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('totp')
    .set({ wrongCodes: 0 })
    .where('userId', '=', userId)
    .where('wrongCodes', '>', 0)
    .execute();
}

/** Whether the account has a TOTP secret in force. */
export async function hasEnabledTotp(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp')
    .select('userId')
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the account's secret (pending or in force) and its recovery codes; false if none. */
export async function deleteTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  await db.deleteFrom('recovery_code').where('userId', '=', userId).execute();
  const result = await db.deleteFrom('totp').where('userId', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The account's recovery codes become these (hashes), the old ones gone. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('recovery_code').where('userId', '=', userId).execute();
  const createdAt = now();
  await db
    .insertInto('recovery_code')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt })))
    .execute();
}

/** Uses up a recovery code: true when it was the account's and unused (it is gone now). */
export async function takeRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('recovery_code')
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
