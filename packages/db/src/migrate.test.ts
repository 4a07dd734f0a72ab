import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentTypeNames } from '@studio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database';
import { migrateToLatest, migrationNames } from './migrate';
import { insertSession } from './queries/sessions';
import { insertUser } from './queries/users';
import { contentTableName } from './schema';

let dir: string;
let file: string;
const open: DatabaseHandle[] = [];

const openDatabase = () => {
  const handle = createDatabase({ file });
  open.push(handle);
  return handle;
};

const tableNames = (handle: DatabaseHandle) =>
  (
    handle.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[]
  ).map((row) => row.name);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-db-'));
  // A folder that does not exist yet: createDatabase makes it.
  file = join(dir, 'nested', 'studio.sqlite');
});

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createDatabase', () => {
  it('opens the file with WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const { sqlite } = openDatabase();
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('migrateToLatest', () => {
  it('creates every table on an empty database', async () => {
    const handle = openDatabase();
    expect(tableNames(handle)).toEqual([]);

    const results = await migrateToLatest(handle.db);

    expect(results).toEqual(
      migrationNames.map((migrationName) => ({
        migrationName,
        direction: 'Up',
        status: 'Success',
      })),
    );
    const tables = tableNames(handle);
    for (const type of contentTypeNames) expect(tables).toContain(contentTableName(type));
    expect(tables).toEqual(
      expect.arrayContaining(['contact_message', 'career_application', 'user', 'session']),
    );
  });

  it('does nothing on an up-to-date database, also after reopening it', async () => {
    const first = openDatabase();
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

    const second = openDatabase();
    expect(await migrateToLatest(second.db)).toEqual([]);
    const rows = await second.db.selectFrom('content_podcast').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 'p1',
        data: '{"title":"kept"}',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('enforces the schema: foreign keys, unique e-mails and JSON-only content', async () => {
    const { db } = openDatabase();
    await migrateToLatest(db);

    await expect(
      insertSession(db, { tokenHash: 'h', userId: 'nobody', expiresAt: '2999-01-01T00:00:00Z' }),
    ).rejects.toThrow(/FOREIGN KEY/);

    await insertUser(db, { email: 'admin@example.com', passwordHash: 'hash', role: 'admin' });
    await expect(
      insertUser(db, { email: 'admin@example.com', passwordHash: 'other', role: null }),
    ).rejects.toThrow(/UNIQUE/);

    await expect(
      db
        .insertInto('content_music')
        .values({ id: 'm1', data: 'not json', createdAt: 'x', updatedAt: 'x' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('deletes the sessions of a deleted user (ON DELETE CASCADE)', async () => {
    const { db } = openDatabase();
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
