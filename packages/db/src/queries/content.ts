import type { Kysely } from 'kysely';
import type { ContentRow, ContentTableName, Database } from '../schema';
import { newId, now } from './ids';

export function listContent(db: Kysely<Database>, table: ContentTableName): Promise<ContentRow[]> {
  return db.selectFrom(table).selectAll().orderBy('id').execute();
}

export function findContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
): Promise<ContentRow | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertContent(
  db: Kysely<Database>,
  table: ContentTableName,
  data: unknown,
): Promise<ContentRow> {
  const timestamp = now();
  const row: ContentRow = {
    id: newId(),
    data: JSON.stringify(data),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await db.insertInto(table).values(row).execute();
  return row;
}

export function updateContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
  data: unknown,
): Promise<ContentRow | undefined> {
  return db
    .updateTable(table)
    .set({ data: JSON.stringify(data), updatedAt: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countContent(db: Kysely<Database>, table: ContentTableName): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
