import type { Kysely } from 'kysely';
import { initialContentTables } from './2026-11-22-initial';
import { positionContentTable, unpositionContentTable } from './content-table';

/** Every content table of the time (a type added later positions its own). */
const tables = [...initialContentTables, 'content_gallery'];

/** Each record's place in its type's order, set by hand: the public lists follow it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await positionContentTable(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await unpositionContentTable(db, table);
}
