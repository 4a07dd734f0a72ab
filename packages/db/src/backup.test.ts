import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from './backup';
import { createDatabase, type SqliteHandle } from './create-database';
import { migrateToLatest, migrationNames } from './migrate';
import { insertContent, listContent } from './queries/content';

let dir: string;
let handle: SqliteHandle;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-backup-'));
  handle = createDatabase({ file: join(dir, 'data', 'studio.sqlite') });
  await migrateToLatest(handle.db);
});

afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backupDatabase', () => {
  it('writes a complete, readable copy of a live database into a new folder', async () => {
    const record = { title: 'Backed up', posterUrl: '/p.jpg', videoUrl: '/v.mp4' };
    const row = await insertContent(handle.db, 'content_podcast', record);
    const destination = join(dir, 'backups', 'today', 'studio.sqlite');
    expect(existsSync(destination)).toBe(false);

    await backupDatabase(handle.sqlite, destination);
    // The source keeps working after the copy.
    await insertContent(handle.db, 'content_podcast', { ...record, title: 'After' });

    const copy = new SQLite(destination, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = copy.prepare('SELECT * FROM content_podcast').all();
      expect(rows).toEqual([row]);
      const migrations = copy.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
      expect(migrations).toEqual(migrationNames.map((name) => ({ name })));
    } finally {
      copy.close();
    }
    expect(await listContent(handle.db, 'content_podcast')).toHaveLength(2);
  });

  it('copies a database that the migrator and the app can open again', async () => {
    await insertContent(handle.db, 'content_music', { src: '/m.jpg', alt: 'Song' });
    const destination = join(dir, 'copy.sqlite');
    await backupDatabase(handle.sqlite, destination);

    const restored = createDatabase({ file: destination });
    try {
      expect(await migrateToLatest(restored.db)).toEqual([]);
      const rows = await listContent(restored.db, 'content_music');
      expect(rows.map((r) => JSON.parse(r.data))).toEqual([{ src: '/m.jpg', alt: 'Song' }]);
    } finally {
      await restored.close();
    }
  });
});
