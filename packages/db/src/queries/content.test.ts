import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../create-database';
import { migrateToLatest } from '../migrate';
import { freshTestDatabase } from '../testing/vitest-postgres';
import { deleteContent, insertContent, listContent, updateContent } from './content';

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
      await sql`INSERT INTO content_podcast VALUES ('x', '{}', 't', 't')`.execute(second.db);
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
