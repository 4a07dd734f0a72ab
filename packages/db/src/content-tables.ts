import type { Kysely } from 'kysely';
import { serialTransaction } from './dialect';
import {
  createDocumentTable,
  existingContentTables,
  expiryColumn,
  positionContentTable,
  publishContentTable,
  recordVersionColumn,
  translationsColumn,
  versionContentTable,
} from './migrations/content-table';
import type { Database } from './schema';

/**
 * Today's shape of a content table, the one definition of it: the steps the dated migrations
 * took (2026-11-22 to 2026-12-02, 2026-12-10, 2026-12-14 and 2026-12-28), in their order, so a table made now is one they made. A
 * migration that changes every content table adds its step here; content-tables.test.ts
 * compares the two.
 */
export async function createContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await createDocumentTable(db, table);
  await versionContentTable(db, table);
  await positionContentTable(db, table);
  await publishContentTable(db, table);
  await recordVersionColumn(db, table);
  await expiryColumn(db, table);
  await translationsColumn(db, table);
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
