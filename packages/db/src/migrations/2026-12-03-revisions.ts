import type { Kysely } from 'kysely';

/**
 * Every version of every content record: the fields and publishing as written, by whom and
 * when. The newest of a record is its current state; older ones can be restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_revision')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publishAt', 'text')
    /** Who wrote it (an account's e-mail, an API token's name); null: before history was kept. */
    .addColumn('author', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_revision_record')
    .on('content_revision')
    .columns(['type', 'recordId', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_revision').execute();
}
