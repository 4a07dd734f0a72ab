import type { Kysely } from 'kysely';
import { existingContentTables, publishContentTable, unpublishContentTable } from './content-table';

/** Drafts and scheduling: what is stored stays published. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await publishContentTable(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await unpublishContentTable(db, table);
}
