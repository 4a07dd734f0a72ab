import type { Kysely } from 'kysely';

/**
 * The trash: a deleted content record's last state, kept for a time so it can come back under
 * its own id (its versions stay in content_revision meanwhile). And a version's note, saying
 * why it was written when not by an ordinary save (put back from the trash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_trash')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publishAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text', (c) => c.notNull())
    /** who deleted it (an account's e-mail, an API token's name) */
    .addColumn('deletedBy', 'text')
    .addPrimaryKeyConstraint('content_trash_pkey', ['type', 'id'])
    .execute();
  // Newest first, and the daily purge of the oldest.
  await db.schema
    .createIndex('content_trash_deleted')
    .on('content_trash')
    .columns(['deletedAt', 'id'])
    .execute();
  await db.schema.alterTable('content_revision').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_revision').dropColumn('note').execute();
  await db.schema.dropTable('content_trash').execute();
}
