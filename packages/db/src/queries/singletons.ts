import type { SingletonName } from '@studio/contracts';
import type { Kysely } from 'kysely';
import type { Database, SingletonRow } from '../schema';
import { now } from './ids';

export function findSingleton(
  db: Kysely<Database>,
  name: SingletonName,
): Promise<SingletonRow | undefined> {
  return db.selectFrom('singleton').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Stores the singleton's fields, creating its row the first time. */
export async function saveSingleton(
  db: Kysely<Database>,
  name: SingletonName,
  data: unknown,
): Promise<SingletonRow> {
  const row: SingletonRow = { name, data: JSON.stringify(data), updatedAt: now() };
  await db
    .insertInto('singleton')
    .values(row)
    .onConflict((oc) => oc.column('name').doUpdateSet({ data: row.data, updatedAt: row.updatedAt }))
    .execute();
  return row;
}
