import type { Kysely } from 'kysely';
import {
  dropRecordVersionColumn,
  existingContentTables,
  recordVersionColumn,
} from './content-table';

/**
 * Each record's version (content records, the trash's copies, singletons, media items): what
 * `If-Match` and the tRPC writes' `version` are compared to, in the write's own UPDATE
 * (docs/decisions/038-record-versions.md). What is stored starts at 1.
 */
const others = ['content_trash', 'singleton', 'media'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await recordVersionColumn(db, table);
  for (const table of others) await recordVersionColumn(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of others) await dropRecordVersionColumn(db, table);
  for (const table of await existingContentTables(db)) await dropRecordVersionColumn(db, table);
}
