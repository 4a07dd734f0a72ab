import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { documentConstraints, documentType } from './columns';

/**
 * A content type's table: one JSON document per record, its creation-order index, and its
 * version counter, raised by triggers on every insert, update and delete so any process (and
 * any tool that writes the table) invalidates the public caches. Used by the migration that
 * adds a type, which then calls `positionContentTable` and `publishContentTable` too; frozen like the migrations themselves.
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
    .addColumn('data', documentType(db), documentConstraints(db))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_created`).on(table).columns(['createdAt', 'id']).execute();
}

const events = ['insert', 'update', 'delete'] as const;

/**
 * PostgreSQL's trigger body, shared by every content table (SQLite's triggers carry their
 * own): the table's version goes up once per writing statement.
 */
export async function createVersionFunction(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE FUNCTION raise_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE "table" = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
}

export async function dropVersionFunction(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`DROP FUNCTION raise_content_version()`.execute(db);
}

/** The version row and triggers of one content table. */
export async function versionContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`INSERT INTO content_version ("table", version) VALUES (${table}, 0)`.execute(db);
  const postgres = dialectOf(db) === 'postgres';
  for (const event of events) {
    const trigger = `CREATE TRIGGER ${table}_${event}_version AFTER ${event.toUpperCase()} ON ${table} `;
    const body = postgres
      ? 'FOR EACH STATEMENT EXECUTE FUNCTION raise_content_version()'
      : `BEGIN UPDATE content_version SET version = version + 1 WHERE "table" = '${table}'; END`;
    await sql.raw(trigger + body).execute(db);
  }
}

/** Undoes `versionContentTable`'s triggers (the table's row goes with content_version). */
export async function unversionContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  const on = dialectOf(db) === 'postgres' ? ` ON ${table}` : '';
  for (const event of events) {
    await sql.raw(`DROP TRIGGER ${table}_${event}_version${on}`).execute(db);
  }
}

/**
 * A table's `position` column and its index: each record's place in its type's order, set by
 * hand. The records already stored keep their creation order (ids are time-ordered).
 */
export async function positionContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE ${sql.table(table)} SET position = ranked.place
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS place FROM ${sql.table(table)}) AS ranked
    WHERE ranked.id = ${sql.table(table)}.id`.execute(db);
  await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'id']).execute();
}

export async function unpositionContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.dropIndex(`${table}_position`).execute();
  await db.schema.alterTable(table).dropColumn('position').execute();
}

/** A table's publishing: `status` (draft or published, published for what is stored) and `publishAt`. */
export async function publishContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
}

export async function unpublishContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('publishAt').execute();
  await db.schema.alterTable(table).dropColumn('status').execute();
}
