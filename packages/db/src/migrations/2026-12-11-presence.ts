import type { Kysely } from 'kysely';

/**
 * Who has which record open in the admin (decision 039): one row per editor and record, renewed
 * by the open page's heartbeat. Kept in the database so every server process sees it; a row
 * whose seenAt is old counts as gone and is purged by the next heartbeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('presence')
    // A content type's name, or a singleton's.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // When the page was opened (kept across heartbeats), and its last heartbeat; ISO 8601.
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('seenAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_pk', ['type', 'recordId', 'userId'])
    .execute();
  await db.schema.createIndex('presence_seen').on('presence').column('seenAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('presence').execute();
}
