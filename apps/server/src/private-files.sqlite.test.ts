import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from './cli/backup';
import type { Config } from './config';
import { createTestApp, registerAdmin, type TestApp, tempDir } from './test-support/app';
import { postApplication } from './test-support/multipart';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every path under a folder, the folder's own entries first. */
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });

/** Folders 0700, files 0600: the modes of every path under `dir`, and of `dir` itself. */
function expectPrivate(dir: string) {
  const paths = [dir, ...walk(dir)];
  const modes = Object.fromEntries(paths.map((path) => [path, mode(path)]));
  const expected = Object.fromEntries(
    paths.map((path) => [path, statSync(path).isDirectory() ? 0o700 : 0o600]),
  );
  expect(modes).toEqual(expected);
}

const silent = pino({ level: 'silent' });

let root: string;
let t: TestApp;
let config: Config;
let cvFile: string;
let previousUmask: number;

beforeAll(async () => {
  // A permissive umask, as a shell usually has: the code must set the modes itself.
  previousUmask = process.umask(0o022);
  root = tempDir('studio-private-');
  // A data folder that does not exist yet: the app creates it.
  t = await createTestApp({ dataDir: join(root, 'data', 'live') });
  config = t.config;
  await registerAdmin(t.app);
  const res = await postApplication(t.app);
  expect(res.statusCode, res.body).toBe(201);
  cvFile = join(config.uploadsDir, 'cvs', res.json<{ cv: string }>().cv);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
  process.umask(previousUmask);
});

describe.sequential('data files are private to the server user', () => {
  it('the data folder and uploads folders are 0700; the database, its WAL and SHM, the pid file and the CV 0600', () => {
    expect(config.dataDir).toBe(join(root, 'data', 'live'));
    for (const dir of [config.dataDir, config.uploadsDir, dirname(cvFile)]) {
      expect({ dir, mode: mode(dir) }).toEqual({ dir, mode: 0o700 });
    }
    const files = [
      config.databaseFile,
      `${config.databaseFile}-wal`,
      `${config.databaseFile}-shm`,
      config.pidFile,
      cvFile,
    ];
    for (const file of files) {
      expect({ file, mode: mode(file) }).toEqual({ file, mode: 0o600 });
    }
    // Nothing else in the folder escapes the rule.
    expectPrivate(config.dataDir);
  });

  it('a backup is a 0700 folder of 0600 files, its uploads included', async () => {
    const target = join(root, 'backups', 'first');
    await backup({ config, log: silent, args: [target], options: {} });

    expect(readdirSync(target).sort()).toEqual(['studio.sqlite', 'uploads']);
    expect(existsSync(join(target, 'uploads', 'cvs', cvFile.split('/').pop() ?? ''))).toBe(true);
    expectPrivate(target);
  });

  it('a restore keeps the restored and the replaced files private', async () => {
    await t.app.close();
    await restore({ config, log: silent, args: [join(root, 'backups', 'first')], options: {} });

    expect(readdirSync(config.dataDir).some((name) => name.startsWith('replaced-'))).toBe(true);
    expect(existsSync(cvFile)).toBe(true);
    expectPrivate(config.dataDir);
  });
});
