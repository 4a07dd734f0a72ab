import type { Kysely } from 'kysely';

/**
 * The scheduled publications already told to webhooks: one row per record and moment, written
 * by the first server process to see it come due, so each `T.published` is sent once across
 * processes without touching the record (its version and ETag stay as they are).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publish_announcement')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    // The record's publishAt that came due (ISO 8601): a new schedule is told again.
    .addColumn('publishAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('publish_announcement_pk', ['type', 'recordId', 'publishAt'])
    .execute();
  await db.schema
    .createIndex('publish_announcement_at')
    .on('publish_announcement')
    .column('publishAt')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publish_announcement').execute();
}
