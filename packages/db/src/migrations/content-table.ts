import { type Kysely, sql } from 'kysely';

/**
 * A content type's table: one JSON document per record, its creation-order index, and its
 * version counter, raised by triggers on every insert, update and delete so any process (and
 * any tool that writes the table) invalidates the public caches. Used by the migration that
 * adds a type; frozen like the migrations themselves.
 */
export async function createContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await createDocumentTable(db, table);
  await versionContentTable(db, table);
}

/** The table itself: one JSON document per record, and its creation-order index. */
export async function createDocumentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull().check(sql`json_valid(data)`))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_created`).on(table).columns(['createdAt', 'id']).execute();
}

/** The version row and triggers of one content table. */
export async function versionContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`INSERT INTO content_version ("table", version) VALUES (${table}, 0)`.execute(db);
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table} ` +
          `BEGIN UPDATE content_version SET version = version + 1 WHERE "table" = '${table}'; END`,
      )
      .execute(db);
  }
}
