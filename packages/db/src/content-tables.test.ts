import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ensureContentTables } from './content-tables';
import { createMigrator, migrateToLatest } from './migrate';
import { createDocumentTable, versionContentTable } from './migrations/content-table';
import { freshDatabaseEachTest } from './testing/vitest-postgres';

/** A table no registry type has: what a newly added type's table is to this database. */
const EXTRA = 'content_made_by_test';

const handle = freshDatabaseEachTest();

/** A table's name taken out of what the catalog says of it, so two tables compare. */
const named = (table: string, text: string) => text.replaceAll(table, '<table>');

/** What the catalog holds about a table: columns, indexes, triggers, its version row. */
async function shapeOf(table: string) {
  const { db } = handle();
  const rows = async <R>(query: ReturnType<typeof sql<R>>) =>
    (await query.execute(db)).rows.map((row) => named(table, JSON.stringify(row))).sort();
  // Its row, whatever its count (PostgreSQL's statement triggers count writes of no rows too).
  const version = await sql<{ table: string }>`
    SELECT "table" FROM content_version WHERE "table" = ${table}`.execute(db);
  if (handle().dialect === 'postgres') {
    return {
      columns: await rows(sql`
        SELECT column_name, data_type, is_nullable, column_default, ordinal_position
        FROM information_schema.columns WHERE table_name = ${table}`),
      indexes: await rows(
        sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ${table}`,
      ),
      triggers: await rows(sql`
        SELECT trigger_name, event_manipulation, action_timing, action_orientation, action_statement
        FROM information_schema.triggers WHERE event_object_table = ${table}`),
      versioned: version.rows.length === 1,
    };
  }
  return {
    columns: await rows(sql`SELECT * FROM pragma_table_info(${table})`),
    indexes: await rows(sql`
      SELECT l.name, l."unique", i.seqno, i.name AS "column"
      FROM pragma_index_list(${table}) AS l, pragma_index_info(l.name) AS i`),
    triggers: await rows(sql`
      SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`),
    versioned: version.rows.length === 1,
  };
}

describe('a content table made from the registry', () => {
  it('has the shape the migrations gave the tables they found', async () => {
    await migrateToLatest(handle().db);

    expect(await ensureContentTables(handle().db, [EXTRA])).toEqual([EXTRA]);

    const migrated = await shapeOf('content_podcast');
    expect(migrated.columns).toHaveLength(10);
    expect(migrated.indexes.length).toBeGreaterThanOrEqual(2);
    expect(migrated.triggers).toHaveLength(3);
    expect(migrated.versioned).toBe(true);
    expect(await shapeOf(EXTRA)).toEqual(migrated);
    // The gallery's table, added by a migration of its own, is the same too.
    expect(await shapeOf('content_gallery')).toEqual(migrated);
    // The document column takes JSON only.
    await expect(
      sql`INSERT INTO ${sql.table(EXTRA)} (id, data, "createdAt", "updatedAt") VALUES ('t', 'not json', 'x', 'x')`.execute(
        handle().db,
      ),
    ).rejects.toThrow(/CHECK|json/);
  });

  it('is made once, and a table no longer asked for keeps its records', async () => {
    await migrateToLatest(handle().db);
    await ensureContentTables(handle().db, [EXTRA]);
    await sql`INSERT INTO ${sql.table(EXTRA)} (id, data, "createdAt", "updatedAt") VALUES ('t1', '{"name":"Ada"}', 'x', 'x')`.execute(
      handle().db,
    );

    expect(await ensureContentTables(handle().db, [EXTRA])).toEqual([]);
    // The type left the registry: nothing is dropped, and migrating again changes nothing.
    expect(await ensureContentTables(handle().db, [])).toEqual([]);
    expect(await migrateToLatest(handle().db)).toEqual([]);

    const { rows } = await sql<{ id: string; status: string }>`
      SELECT id, status FROM ${sql.table(EXTRA)}`.execute(handle().db);
    expect(rows).toEqual([{ id: 't1', status: 'published' }]);
  });
});

describe('migrating a database made by an older version', () => {
  it('keeps every record of every content table, one added by hand included', async () => {
    // Before positions and publishing, with a type added as the old how-to said (a migration
    // of its own making the table in the shape of its day).
    const { error } = await createMigrator(handle().db).migrateTo('2026-11-30-media');
    expect(error).toBeUndefined();
    await createDocumentTable(handle().db, EXTRA);
    await versionContentTable(handle().db, EXTRA);
    const tables = ['content_gallery', 'content_podcast', EXTRA];
    for (const table of tables) {
      for (const id of ['b', 'a']) {
        await sql`INSERT INTO ${sql.table(table)} (id, data, "createdAt", "updatedAt")
          VALUES (${id}, ${JSON.stringify({ title: `${table} ${id}` })}, ${`t-${id}`}, ${`u-${id}`})`.execute(
          handle().db,
        );
      }
    }

    await migrateToLatest(handle().db);

    const podcast = await shapeOf('content_podcast');
    for (const table of tables) {
      expect(await shapeOf(table), table).toEqual(podcast);
      const { rows } = await sql<Record<string, unknown>>`
        SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(handle().db);
      expect(
        rows.map((row) => ({ ...row, data: JSON.parse(String(row.data)) })),
        table,
      ).toEqual(
        ['a', 'b'].map((id, i) => ({
          id,
          data: { title: `${table} ${id}` },
          createdAt: `t-${id}`,
          updatedAt: `u-${id}`,
          position: i + 1,
          status: 'published',
          publishAt: null,
          version: 1,
          unpublishAt: null,
          // What was stored is the default locale's: no translations.
          translations: '{}',
        })),
      );
    }
  });
});
