import type { Kysely } from 'kysely';
import { initialContentTables } from './2026-11-22-initial';
import { publishContentTable, unpublishContentTable } from './content-table';

/** Every content table of the time (a type added later adds its own publishing). */
const tables = [...initialContentTables, 'content_gallery'];

/** Drafts and scheduling: what is stored stays published. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await publishContentTable(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await unpublishContentTable(db, table);
}
