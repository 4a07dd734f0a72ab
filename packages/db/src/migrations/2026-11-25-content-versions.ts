import type { Kysely } from 'kysely';
import { initialContentTables } from './2026-11-22-initial';
import {
  createVersionFunction,
  dropVersionFunction,
  unversionContentTable,
  versionContentTable,
} from './content-table';

/** A version per content table, raised by triggers on every write (public list caches). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('table', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await createVersionFunction(db);
  for (const table of initialContentTables) await versionContentTable(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of initialContentTables) await unversionContentTable(db, table);
  await dropVersionFunction(db);
  await db.schema.dropTable('content_version').execute();
}
