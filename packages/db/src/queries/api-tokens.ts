import type { Kysely } from 'kysely';
import type { ApiTokenRow, Database } from '../schema';
import { newId, now } from './ids';

export async function insertApiToken(
  db: Kysely<Database>,
  token: Pick<ApiTokenRow, 'name' | 'prefix' | 'tokenHash' | 'scopes' | 'createdBy' | 'expiresAt'>,
): Promise<ApiTokenRow> {
  const row: ApiTokenRow = { ...token, id: newId(), createdAt: now(), lastUsedAt: null };
  await db.insertInto('api_token').values(row).execute();
  return row;
}

/** Every token, newest first. */
export function listApiTokens(db: Kysely<Database>): Promise<ApiTokenRow[]> {
  return db.selectFrom('api_token').selectAll().orderBy('createdAt', 'desc').execute();
}

/** A token as it was when revoked: what the activity log names it by. */
export type RevokedApiToken = Pick<ApiTokenRow, 'id' | 'name'>;

/** The token revoked, or undefined when there is no such token. */
export function deleteApiToken(
  db: Kysely<Database>,
  id: string,
): Promise<RevokedApiToken | undefined> {
  return db
    .deleteFrom('api_token')
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Revokes every token made with an account; answers them. */
export function deleteUserApiTokens(
  db: Kysely<Database>,
  userId: string,
): Promise<RevokedApiToken[]> {
  return db
    .deleteFrom('api_token')
    .where('createdBy', '=', userId)
    .returning(['id', 'name'])
    .execute();
}

/** How many tokens were made with an account (expired ones included: they are still listed). */
export async function countUserApiTokens(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('api_token')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('createdBy', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** An unexpired token (whether its maker may still use it is the service's to say). */
export function findUsableApiToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ApiTokenRow | undefined> {
  const at = now();
  return db
    .selectFrom('api_token')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', at)]))
    .executeTakeFirst();
}

export async function touchApiToken(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('api_token').set({ lastUsedAt: now() }).where('id', '=', id).execute();
}
