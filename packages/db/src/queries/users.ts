import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../schema';
import { newId, now } from './ids';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('user')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUser(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
): Promise<UserRow> {
  const row = { id: newId(), email: normalizeEmail(email), passwordHash, createdAt: now() };
  await db.insertInto('user').values(row).execute();
  return row;
}
