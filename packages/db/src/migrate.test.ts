import { contentTypeNames } from '@studio/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './create-database';
import { createMigrator, migrateToLatest, migrationNames } from './migrate';
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

describe('2026-12-31-delivery-retention', () => {
  it('gives the deliveries and notification mail queued before it the id their JSON holds', async () => {
    const { db } = await openDatabase();
    await createMigrator(db).migrateTo('2026-12-28-translations');
    const at = '2026-12-30T00:00:00.000Z';
    await sql`INSERT INTO webhook (id, url, events, secret, "createdAt")
      VALUES ('w1', 'https://hooks.example/x', '*', 'secret', ${at})`.execute(db);
    for (const [id, event, recordId] of [
      ['d1', 'contact.created', 'entry-1'],
      ['d2', 'podcast.deleted', 'podcast-1'],
    ]) {
      const body = JSON.stringify({ event, record: { _id: recordId } });
      await sql`INSERT INTO webhook_delivery (id, "webhookId", event, payload, status, "nextAttemptAt", "createdAt")
        VALUES (${id}, 'w1', ${event}, ${body}, 'delivered', ${at}, ${at})`.execute(db);
    }
    for (const [id, kind, data] of [
      ['m1', 'contact', JSON.stringify({ _id: 'entry-1', firstName: 'Ada' })],
      ['m2', 'career', JSON.stringify({ _id: 'entry-2', cv: null })],
      ['m3', 'password-reset', JSON.stringify({ reset: 'reset-1' })],
    ]) {
      await sql`INSERT INTO mail_outbox (id, kind, recipients, data, "nextAttemptAt", "createdAt", "giveUpAt")
        VALUES (${id}, ${kind}, 'team@example.com', ${data}, ${at}, ${at}, ${at})`.execute(db);
    }

    await migrateToLatest(db);

    const deliveries = await db
      .selectFrom('webhook_delivery')
      .select(['id', 'recordId'])
      .orderBy('id')
      .execute();
    expect(deliveries).toEqual([
      { id: 'd1', recordId: 'entry-1' },
      { id: 'd2', recordId: 'podcast-1' },
    ]);
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['id', 'entryId'])
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { id: 'm1', entryId: 'entry-1' },
      { id: 'm2', entryId: 'entry-2' },
      { id: 'm3', entryId: null },
    ]);
  });
});
