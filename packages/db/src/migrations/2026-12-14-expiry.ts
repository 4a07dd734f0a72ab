import type { Kysely } from 'kysely';
import { dropExpiryColumn, existingContentTables, expiryColumn } from './content-table';

/**
 * Each record's `unpublishAt` (docs/decisions/044-expiry.md): on every content table, and on
 * the versions and the trash, which keep a record's publishing so a restore puts it back.
 */
const others = ['content_revision', 'content_trash'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await expiryColumn(db, table);
  for (const table of others) await expiryColumn(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of others) await dropExpiryColumn(db, table);
  for (const table of await existingContentTables(db)) await dropExpiryColumn(db, table);
}
