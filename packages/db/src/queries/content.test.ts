import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../create-database';
import { createMigrator, migrateToLatest } from '../migrate';
import { freshTestDatabase } from '../testing/vitest-postgres';
import {
  deleteContent,
  insertContent,
  listContent,
  listContentOrder,
  setContentPositions,
  updateContent,
} from './content';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
let handle: DatabaseHandle;

beforeEach(async () => {
  database = await freshTestDatabase();
  handle = await connectDatabase(database.config);
  await migrateToLatest(handle.db);
});

afterEach(async () => {
  await handle.close();
  await database.remove();
});

describe('the content version of a table', () => {
  it('changes with every insert, update and delete of that table only, whoever writes', async () => {
    const { db } = handle;
    const start = await handle.contentVersion('content_podcast');
    const other = await handle.contentVersion('content_music');

    const row = await insertContent(db, 'content_podcast', { title: 'a' });
    const afterInsert = await handle.contentVersion('content_podcast');
    expect(afterInsert).toBeGreaterThan(start);
    await updateContent(db, 'content_podcast', row.id, { title: 'b' });
    const afterUpdate = await handle.contentVersion('content_podcast');
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await deleteContent(db, 'content_podcast', row.id);
    expect(await handle.contentVersion('content_podcast')).toBeGreaterThan(afterUpdate);

    // A write by another connection (another process, a tool) counts too.
    const second = await connectDatabase(database.config);
    try {
      const before = await handle.contentVersion('content_podcast');
      await sql`INSERT INTO content_podcast (id, data, "createdAt", "updatedAt") VALUES ('x', '{}', 't', 't')`.execute(
        second.db,
      );
      expect(await handle.contentVersion('content_podcast')).toBeGreaterThan(before);
    } finally {
      await second.close();
    }
    expect(await handle.contentVersion('content_music')).toBe(other);
  });
});

describe('content documents', () => {
  it('come back as the JSON text of the fields written, in creation order', async () => {
    const first = await insertContent(handle.db, 'content_music', { title: 'first', n: 1 });
    const second = await insertContent(handle.db, 'content_music', { title: 'ü "quoted"' });
    const rows = await listContent(handle.db, 'content_music');
    expect(rows.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(rows.map((row) => JSON.parse(row.data))).toEqual([
      { title: 'first', n: 1 },
      { title: 'ü "quoted"' },
    ]);
    expect(rows[0]).toEqual({ ...first, data: expect.any(String) });
  });
});

describe("a type's order", () => {
  it('keeps creation order for the records stored before positions existed', async () => {
    // A database one migration behind, with records, then brought up to date.
    const older = await freshTestDatabase();
    const legacy = await connectDatabase(older.config);
    try {
      const { error } = await createMigrator(legacy.db).migrateTo('2026-11-30-media');
      expect(error).toBeUndefined();
      for (const id of ['c', 'a', 'b']) {
        await sql`INSERT INTO content_music (id, data, "createdAt", "updatedAt") VALUES (${id}, '{}', 't', 't')`.execute(
          legacy.db,
        );
      }
      await migrateToLatest(legacy.db);
      expect(await listContentOrder(legacy.db, 'content_music')).toEqual(['a', 'b', 'c']);
      const added = await insertContent(legacy.db, 'content_music', {});
      expect(added.position).toBe(4);
    } finally {
      await legacy.close();
      await older.remove();
    }
  });

  it('puts new records last, and sets places writing only when something moves', async () => {
    const { db } = handle;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await insertContent(db, 'content_music', { i })).id);
    expect(await listContentOrder(db, 'content_music')).toEqual(ids);
    const [a, b, c, d] = ids as [string, string, string, string];

    const before = await handle.contentVersion('content_music');
    await setContentPositions(db, 'content_music', [a, c, b, d]);
    expect(await listContentOrder(db, 'content_music')).toEqual([a, c, b, d]);
    expect((await listContent(db, 'content_music')).map((row) => row.position)).toEqual([
      1, 2, 3, 4,
    ]);
    const after = await handle.contentVersion('content_music');
    expect(after).toBeGreaterThan(before);
    // Nothing moves: nothing is written.
    await setContentPositions(db, 'content_music', [a, c, b, d]);
    expect(await handle.contentVersion('content_music')).toBe(after);
  });
});
