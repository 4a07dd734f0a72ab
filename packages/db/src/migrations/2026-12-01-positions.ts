import type { Kysely } from 'kysely';
import {
  existingContentTables,
  positionContentTable,
  unpositionContentTable,
} from './content-table';

/** Each record's place in its type's order, set by hand: the public lists follow it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await positionContentTable(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await unpositionContentTable(db, table);
}
