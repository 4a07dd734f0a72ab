import type { Kysely } from 'kysely';
import { createDocumentTable } from './content-table';

// Frozen: a migration describes the schema as it was on its date, never the current registry.
export const initialContentTables = [
  'content_slider',
  'content_production',
  'content_afterproduction',
  'content_about',
  'content_podcast',
  'content_music',
  'content_documentary',
  'content_equipment',
  'content_contactinfo',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of initialContentTables) await createDocumentTable(db, table);

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('career_application')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firstName', 'text', (c) => c.notNull())
    .addColumn('lastName', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('cvFile', 'text', (c) => c.unique())
    .addColumn('cvOriginalName', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_user').on('session').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['session', 'user', 'career_application', 'contact_message']) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of initialContentTables) await db.schema.dropTable(table).execute();
}
