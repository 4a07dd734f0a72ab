import type { Kysely } from 'kysely';
import { serialTransaction } from './dialect';
import { documentConstraints, documentType } from './migrations/columns';
import { existingContentTables, versionContentTable } from './migrations/content-table';
import type { Database } from './schema';

/**
 * Today's shape of a content table, the one definition of it: what the dated migrations made
 * of the tables they found (2026-11-22 to 2026-12-02), in one step. A migration that changes
 * every content table changes this too; content-tables.test.ts compares the two.
 */
export async function createContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', documentType(db), documentConstraints(db))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('publishAt', 'text')
    .execute();
  await db.schema.createIndex(`${table}_created`).on(table).columns(['createdAt', 'id']).execute();
  await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'id']).execute();
  await versionContentTable(db, table);
}

/**
 * Creates the tables of `tables` the database lacks, in today's shape; answers the ones it
 * created. Never drops or changes a table: a type taken out of the registry keeps its records.
 * One run at a time across server processes (several may start together on PostgreSQL, whose
 * DDL is transactional): a second finds the first one's tables.
 */
export function ensureContentTables(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<string[]> {
  return serialTransaction(db, async (trx) => {
    const existing = new Set(await existingContentTables<Database>(trx));
    const missing = tables.filter((table) => !existing.has(table));
    for (const table of missing) await createContentTable<Database>(trx, table);
    return missing;
  });
}
