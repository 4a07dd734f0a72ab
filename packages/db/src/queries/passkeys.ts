import type { Kysely } from 'kysely';
import type {
  Database,
  PasskeyChallengeRow,
  PasskeyPurpose,
  PasskeyRow,
  PasskeyTable,
} from '../schema';
import { newId, now } from './ids';

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: Pick<
    PasskeyTable,
    | 'userId'
    | 'credentialId'
    | 'publicKey'
    | 'counter'
    | 'transports'
    | 'name'
    | 'browser'
    | 'ip'
    | 'rpId'
  >,
): Promise<PasskeyRow> {
  const row: PasskeyRow = { ...passkey, id: newId(), createdAt: now(), lastUsedAt: null };
  await db.insertInto('passkey').values(row).execute();
  return row;
}

/** An account's passkeys, oldest first. */
export function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkey')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findPasskeyByCredentialId(
  db: Kysely<Database>,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('passkey')
    .selectAll()
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
}

/** Renames one of an account's passkeys: the passkey, or undefined when it has no such one. */
export function renamePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkey')
    .set({ name })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Removes one of an account's passkeys; false when it has no such one. */
export async function deletePasskey(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('passkey')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A passkey removed with the others of its account: whose it was and its name, for the log. */
export type RemovedPasskey = Pick<PasskeyRow, 'userId' | 'name'>;

/** Removes every passkey of an account; answers them. */
export function deleteUserPasskeys(
  db: Kysely<Database>,
  userId: string,
): Promise<RemovedPasskey[]> {
  return db
    .deleteFrom('passkey')
    .where('userId', '=', userId)
    .returning(['userId', 'name'])
    .execute();
}

/**
 * Records a sign-in with a passkey, the counter it reported and the relying party it signed
 * for (kept if one is stored already): false when another sign-in already stored that counter
 * or a later one (two uses of one signature count: a cloned authenticator, or a replay). A
 * counter of 0 means the authenticator keeps none.
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  id: string,
  use: { counter: number; rpId: string },
): Promise<boolean> {
  const { counter, rpId } = use;
  const result = await db
    .updateTable('passkey')
    .set((eb) => ({ counter, lastUsedAt: now(), rpId: eb.fn.coalesce('rpId', eb.val(rpId)) }))
    .where('id', '=', id)
    .where((eb) => (counter === 0 ? eb('counter', '=', 0) : eb('counter', '<', counter)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertPasskeyChallenge(
  db: Kysely<Database>,
  challenge: PasskeyChallengeRow,
): Promise<void> {
  await db.insertInto('passkey_challenge').values(challenge).execute();
}

/** Removes an account's challenges of one purpose (a new one replaces them). */
export async function deleteUserPasskeyChallenges(
  db: Kysely<Database>,
  userId: string,
  purpose: PasskeyPurpose,
): Promise<void> {
  await db
    .deleteFrom('passkey_challenge')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/**
 * Uses up a challenge: the row, when it was handed out for this purpose (and account, for a
 * registration) and has not expired. One DELETE, so of two answers racing only one gets it.
 */
export function takePasskeyChallenge(
  db: Kysely<Database>,
  challenge: { challengeHash: string; purpose: PasskeyPurpose; userId: string | null },
): Promise<PasskeyChallengeRow | undefined> {
  const { challengeHash, purpose, userId } = challenge;
  return db
    .deleteFrom('passkey_challenge')
    .where('challengeHash', '=', challengeHash)
    .where('purpose', '=', purpose)
    .where('userId', userId === null ? 'is' : '=', userId)
    .where('expiresAt', '>', now())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExpiredPasskeyChallenges(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('passkey_challenge').where('expiresAt', '<=', now()).execute();
}
