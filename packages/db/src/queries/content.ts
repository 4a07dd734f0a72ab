import { type Kysely, sql } from 'kysely';
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

/** Records whose stored JSON contains `text` anywhere (narrowed further by the caller). */
export function findContentMentioning(
  db: Kysely<Database>,
  table: ContentTableName,
  text: string,
): Promise<ContentRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .selectFrom(table)
    .selectAll()
    .where(sql`cast(data as text)`, 'like', sql<string>`${pattern} escape '\\'`)
    .execute();
}

/**
 * Raises every content table's version: the public answers carry library media's alt text and
 * sizes, so a change there must reach every cached answer, in every process.
 */
export async function touchContentVersions(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute();
}
