import { contentTypeNames } from '@studio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './create-database';
import { migrateToLatest, migrationNames } from './migrate';
import { insertSession } from './queries/sessions';
import { insertUser } from './queries/users';
import { contentTableName } from './schema';
import { freshTestDatabase } from './testing/vitest-postgres';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
const open: DatabaseHandle[] = [];

const openDatabase = async () => {
  const handle = await connectDatabase(database.config);
  open.push(handle);
  return handle;
};

/** The tables a migration made (not Kysely's own bookkeeping). */
const tableNames = async (handle: DatabaseHandle) =>
  (await handle.db.introspection.getTables()).map((table) => table.name).sort();

beforeEach(async () => {
  database = await freshTestDatabase();
});

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  await database.remove();
});

describe('migrateToLatest', () => {
  it('creates every table on an empty database', async () => {
    const handle = await openDatabase();
    expect(await tableNames(handle)).toEqual([]);

    const results = await migrateToLatest(handle.db);

    expect(results).toEqual(
      migrationNames.map((migrationName) => ({
        migrationName,
        direction: 'Up',
        status: 'Success',
      })),
    );
    const tables = await tableNames(handle);
    for (const type of contentTypeNames) expect(tables).toContain(contentTableName(type));
    expect(tables).toEqual(
      expect.arrayContaining(['contact_message', 'career_application', 'user', 'session']),
    );
  });

  it('does nothing on an up-to-date database, also after reopening it', async () => {
    const first = await openDatabase();
    await migrateToLatest(first.db);
    await first.db
      .insertInto('content_podcast')
      .values({
        id: 'p1',
        data: '{"title":"kept"}',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await migrateToLatest(first.db)).toEqual([]);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await openDatabase();
    expect(await migrateToLatest(second.db)).toEqual([]);
    const rows = await second.db.selectFrom('content_podcast').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 'p1',
        data: expect.any(String),
        position: 0,
        status: 'published',
        publishAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
        unpublishAt: null,
        translations: '{}',
      },
    ]);
    expect(JSON.parse(rows[0]?.data ?? '')).toEqual({ title: 'kept' });
  });

  it('tells an up-to-date database by two reads, without the migrator (a start)', async () => {
    const handle = await openDatabase();
    await migrateToLatest(handle.db);
    const queries: string[] = [];
    const watched = handle.db.withPlugin({
      transformQuery: ({ node }) => {
        queries.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });

    expect(await migrateToLatest(watched)).toEqual([]);
    expect(queries).toEqual(['RawNode', 'RawNode']);
  });

  it('enforces the schema: foreign keys, unique e-mails and JSON-only content', async () => {
    const { db } = await openDatabase();
    await migrateToLatest(db);

    await expect(
      insertSession(db, { tokenHash: 'h', userId: 'nobody', expiresAt: '2999-01-01T00:00:00Z' }),
    ).rejects.toThrow(/foreign key/i);

    await insertUser(db, { email: 'admin@example.com', passwordHash: 'hash', role: 'admin' });
    await expect(
      insertUser(db, { email: 'admin@example.com', passwordHash: 'other', role: null }),
    ).rejects.toThrow(/unique/i);

    await expect(
      db
        .insertInto('content_music')
        .values({ id: 'm1', data: 'not json', createdAt: 'x', updatedAt: 'x' })
        .execute(),
    ).rejects.toThrow(/CHECK|json/);
  });

  it('deletes the sessions of a deleted user (ON DELETE CASCADE)', async () => {
    const { db } = await openDatabase();
    await migrateToLatest(db);
    const user = await insertUser(db, {
      email: 'a@example.com',
      passwordHash: 'hash',
      role: 'admin',
    });
    await insertSession(db, { tokenHash: 'h', userId: user.id, expiresAt: '2999-01-01T00:00:00Z' });

    await db.deleteFrom('user').where('id', '=', user.id).execute();

    expect(await db.selectFrom('session').selectAll().execute()).toEqual([]);
  });
});
