import type { Role } from '@studio/contracts';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../schema';
import { newId, now } from './ids';

/** E-mails arrive normalised (contracts' account schemas): compared as given. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Admins who can still sign in. */
export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; passwordHash: string; role: Role | null },
): Promise<UserRow> {
  const row: UserRow = { id: newId(), disabled: 0, createdAt: now(), lastSignInAt: null, ...user };
  await db.insertInto('user').values(row).execute();
  return row;
}

/** Every account, oldest first. */
export function listUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('user').selectAll().orderBy('id').execute();
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: { role?: Role | null; disabled?: number; passwordHash?: string; lastSignInAt?: string },
): Promise<UserRow | undefined> {
  return db.updateTable('user').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('user').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
