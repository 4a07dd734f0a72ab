import type { Kysely } from 'kysely';

const tables = ['contact_message', 'career_application'] as const;

/**
 * The spam folder: a submission the spam guard holds back is kept, with why (`spam`: honeypot,
 * too-fast, forged), instead of dropped; null for an entry of the inbox (decision 041).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('spam', 'text').execute();
    // The folder's page and count, and the daily purge of its oldest.
    await db.schema.createIndex(`${table}_spam`).on(table).columns(['spam', 'createdAt']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_spam`).execute();
    await db.schema.alterTable(table).dropColumn('spam').execute();
  }
}
