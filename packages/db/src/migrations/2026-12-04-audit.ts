import type { Kysely } from 'kysely';

/** The activity log: who did what to which record, and every sign-in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('recordId', 'text')
    .addColumn('title', 'text')
    /** an update's changed field names, as a JSON array */
    .addColumn('fields', 'text')
    .execute();
  // Newest first, and the daily purge of the oldest.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
