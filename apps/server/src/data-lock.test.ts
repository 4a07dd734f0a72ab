import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder } from './data-lock';
import { tempDir } from './test-support/app';

let dir: string;
let file: string;

beforeEach(() => {
  dir = tempDir('studio-lock-');
  file = join(dir, 'server.pid');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('writes our pid privately and removes it on release', () => {
    const release = lockDataFolder(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds the folder, naming it', () => {
    // The parent of this test process is alive and is not us.
    writeFileSync(file, String(process.ppid));
    expect(() => lockDataFolder(file)).toThrow(DataFolderInUse);
    try {
      lockDataFolder(file);
    } catch (error) {
      expect(error).toMatchObject({ pid: process.ppid, lockFile: file });
    }
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a file left by a process that is gone', () => {
    writeFileSync(file, '999999999');
    const release = lockDataFolder(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
