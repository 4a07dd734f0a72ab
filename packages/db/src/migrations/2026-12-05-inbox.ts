import type { Kysely } from 'kysely';

const tables = ['contact_message', 'career_application'] as const;

/** The inboxes track what was read and what was put away: a time each, null until then. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('readAt', 'text').execute();
    await db.schema.alterTable(table).addColumn('archivedAt', 'text').execute();
    // The unread count the sidebar asks for on every admin page.
    await db.schema
      .createIndex(`${table}_unread`)
      .on(table)
      .columns(['archivedAt', 'readAt'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_unread`).execute();
    await db.schema.alterTable(table).dropColumn('archivedAt').execute();
    await db.schema.alterTable(table).dropColumn('readAt').execute();
  }
}
