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

/** False when there is no such token. */
export async function deleteApiToken(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_token').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * An unexpired token whose creator is still an enabled administrator (a demoted or disabled
 * admin's tokens stop working with them).
 */
export function findUsableApiToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ApiTokenRow | undefined> {
  const at = now();
  return db
    .selectFrom('api_token')
    .innerJoin('user', 'user.id', 'api_token.createdBy')
    .selectAll('api_token')
    .where('api_token.tokenHash', '=', tokenHash)
    .where((eb) =>
      eb.or([eb('api_token.expiresAt', 'is', null), eb('api_token.expiresAt', '>', at)]),
    )
    .where('user.disabled', '=', 0)
    .where('user.role', '=', 'admin')
    .executeTakeFirst();
}

export async function touchApiToken(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('api_token').set({ lastUsedAt: now() }).where('id', '=', id).execute();
}
