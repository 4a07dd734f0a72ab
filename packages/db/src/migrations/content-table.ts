import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { documentConstraints, documentType } from './columns';

// The steps the migrations took, each frozen as it was on its migration's date. Today's shape of
// a content table is ../content-tables.ts.

/** The table itself: one JSON document per record, and its creation-order index. */
export async function createDocumentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
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
export async function createVersionFunction<DB>(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE FUNCTION raise_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE "table" = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
}

export async function dropVersionFunction<DB>(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`DROP FUNCTION raise_content_version()`.execute(db);
}

/** The version row and triggers of one content table. */
export async function versionContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
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
export async function unversionContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  const on = dialectOf(db) === 'postgres' ? ` ON ${table}` : '';
  for (const event of events) {
    await sql.raw(`DROP TRIGGER ${table}_${event}_version${on}`).execute(db);
  }
}

/**
 * A table's `position` column and its index: each record's place in its type's order, set by
 * hand. The records already stored keep their creation order (ids are time-ordered).
 */
export async function positionContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
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

export async function unpositionContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.dropIndex(`${table}_position`).execute();
  await db.schema.alterTable(table).dropColumn('position').execute();
}

/** A table's publishing: `status` (draft or published, published for what is stored) and `publishAt`. */
export async function publishContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
}

export async function unpublishContentTable<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('publishAt').execute();
  await db.schema.alterTable(table).dropColumn('status').execute();
}

/**
 * Every content table of the database, whichever types made them: each has its row in
 * content_version (since 2026-11-25-content-versions). A migration that changes every content
 * table iterates over these, never over a list of types.
 */
export async function existingContentTables<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    SELECT "table" FROM content_version ORDER BY "table"`.execute(db);
  return rows.map((row) => row.table);
}

/** A table's `version` column: each record's own version, raised by every write to it. */
export async function recordVersionColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function dropRecordVersionColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('version').execute();
}

/** A table's `unpublishAt`: a published record leaves the public reads then; null: never. */
export async function expiryColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.alterTable(table).addColumn('unpublishAt', 'text').execute();
}

export async function dropExpiryColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('unpublishAt').execute();
}

/**
 * A table's `translations`: per non-default locale, the localized fields' values (a JSON
 * document, `{}` for none). What is stored already is the default locale's (`data`).
 */
export async function translationsColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('translations', documentType(db), (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function dropTranslationsColumn<DB>(db: Kysely<DB>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('translations').execute();
}
