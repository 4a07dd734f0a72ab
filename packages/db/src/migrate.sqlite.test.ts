import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-db-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createDatabase on a SQLite file', () => {
  it('creates a missing folder and opens the file with WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
    const handle = createDatabase({ file: join(dir, 'nested', 'studio.sqlite') });
    try {
      const { sqlite } = handle;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      await handle.close();
    }
  });
});
