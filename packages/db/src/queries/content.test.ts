import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../create-database';
import { migrateToLatest } from '../migrate';
import { deleteContent, insertContent, updateContent } from './content';

let dir: string;
let handle: DatabaseHandle;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-content-'));
  handle = createDatabase({ file: join(dir, 'studio.sqlite') });
  await migrateToLatest(handle.db);
});

afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
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
    const second = createDatabase({ file: join(dir, 'studio.sqlite') });
    try {
      const before = await handle.contentVersion('content_podcast');
      second.sqlite.prepare("INSERT INTO content_podcast VALUES ('x', '{}', 't', 't')").run();
      expect(await handle.contentVersion('content_podcast')).toBeGreaterThan(before);
    } finally {
      await second.close();
    }
    expect(await handle.contentVersion('content_music')).toBe(other);
  });
});
