import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../config';
import {
  adminHeaders,
  authHeaders,
  createTestApp,
  login,
  type TestApp,
  tempDir,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { postApplication } from '../test-support/multipart';
import { commandEnv, type Finished, runOperatorScript } from '../test-support/processes';
import { freshStorageEnv, storedCvNames, withStorage } from '../test-support/storage';

// Each script is a new process (the CLI through tsx, pg_dump; pnpm too once): room for a busy
// machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

let dataDir: string;
let backups: string;
let databaseUrl: string;
/** The uploads storage of this test: its bucket in the S3 runs (the folder otherwise). */
let storageEnv: Partial<Env>;

/**
 * `pnpm <script> ...args` at the repository root (typed so when `throughPnpm`, else the command
 * it runs), on this test's database and data folder.
 */
const script = ([name = '', ...args]: string[], throughPnpm = false) =>
  runOperatorScript(name, args, {
    env: commandEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...storageEnv }),
    throughPnpm,
  });

function expectSuccess(run: Finished) {
  expect(run.code, run.stdout + run.stderr).toBe(0);
}

function expectRefusal(run: Finished, message: string) {
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  expect(run.stderr).toContain(`error: ${message}`);
  expect(run.stderr).not.toContain('    at ');
}

/** The app on this test's data folder and database (reopened for each step). */
const open = () => createTestApp({ dataDir, env: storageEnv });

const podcastTitles = async (t: TestApp) =>
  (await t.app.inject('/api/podcastdisplay')).json<{ title: string }[]>().map((p) => p.title);

beforeAll(async () => {
  dataDir = tempDir();
  backups = tempDir('studio-backups-');
  storageEnv = await freshStorageEnv();
  // The test database of this data folder (the app's reopenings below reuse it).
  const t = await open();
  databaseUrl = String(t.config.databaseUrl);
  await t.close();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
});

describe('db:backup and db:restore on PostgreSQL', () => {
  it('dump the database with the uploads, and restore both with every session ended', async () => {
    const first = await open();
    const admin = await adminHeaders(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: { ...sampleInput('podcast', 1), title: 'Before the backup' },
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const applied = await postApplication(first.app);
    expect(applied.statusCode).toBe(201);
    const cv = applied.json<{ cv: string }>().cv;

    // A running server holds connections: the restore refuses and changes nothing.
    const target = join(backups, 'monday');
    // Typed as the operator types it: the script's wiring.
    expectSuccess(await script(['db:backup', target], true));
    expect(readdirSync(target).sort()).toEqual(['studio.pgdump', 'uploads']);
    expect(readdirSync(join(target, 'uploads', 'cvs'))).toEqual([cv]);
    expectRefusal(await script(['db:restore', target]), 'a server is running on postgres://');
    // Lost after the backup: the restore brings it back.
    await withStorage(first.config, (storage) => storage.remove(`cvs/${cv}`));
    expect(await storedCvNames(first.config)).toEqual([]);
    await first.close();

    const second = await open();
    await second.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: { ...sampleInput('podcast', 2), title: 'After the backup' },
      headers: authHeaders(await login(second.app)),
    });
    expect(await podcastTitles(second)).toEqual(['Before the backup', 'After the backup']);
    await second.close();

    const restored = await script(['db:restore', target]);
    expectSuccess(restored);
    expect(restored.stdout).toMatch(/every session was signed out; the replaced files are in /);
    const aside = readdirSync(dataDir).find((name) => name.startsWith('replaced-'));
    expect(existsSync(join(dataDir, String(aside), 'studio.pgdump'))).toBe(true);

    const third = await open();
    try {
      expect(await podcastTitles(third)).toEqual(['Before the backup']);
      const stale = await third.app.inject({
        url: '/api/contactdisplay',
        headers: admin,
      });
      expect(stale.statusCode).toBe(401);
      const fresh = await login(third.app);
      const download = await third.app.inject({
        url: `/uploads/cvs/${cv}`,
        headers: authHeaders(fresh),
      });
      expect(download.statusCode).toBe(200);
    } finally {
      await third.close();
    }
  });

  it('refuses a SQLite backup folder, saying how to restore it', async () => {
    const sqliteBackup = join(backups, 'from-sqlite');
    mkdirSync(sqliteBackup);
    writeFileSync(join(sqliteBackup, 'studio.sqlite'), '');
    expectRefusal(
      await script(['db:restore', sqliteBackup]),
      `${sqliteBackup} holds a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR`,
    );
  });
});
