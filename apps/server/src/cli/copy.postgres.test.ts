import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgresDatabase } from '@studio/db/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  HOST,
  SAME_ORIGIN,
  type TestApp,
  tempDir,
} from '../test-support/app';
import { postApplication } from '../test-support/multipart';
import { commandEnv, type Finished, runOperatorScript } from '../test-support/processes';
import { contactInput } from '../test-support/samples';
import { SoftAuthenticator } from '../test-support/webauthn';

// Each copy is a new process (the CLI through tsx; pnpm too once): room for a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const folders: string[] = [];
const folder = () => {
  const dir = tempDir('studio-copy-');
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** `pnpm db:copy ...args` (typed so when `throughPnpm`, else the command it runs). */
const dbCopy = (args: string[], throughPnpm = false) =>
  runOperatorScript('db:copy', args, { env: commandEnv({ DATA_DIR: folder() }), throughPnpm });
const copy = (from: string, to: string, throughPnpm = false) =>
  dbCopy(['--from', from, '--to', to], throughPnpm);

function expectSuccess(run: Finished) {
  expect(run.code, run.stdout + run.stderr).toBe(0);
}

/** What integrators and admins read, to compare two sites answer for answer. */
const answers = async (t: TestApp, admin: Record<string, string>) => {
  const read = (url: string, headers = {}) => t.app.inject({ url, headers }).then((r) => r.body);
  return {
    podcasts: await read('/api/podcastdisplay'),
    sliders: await read('/api/sliderdisplay'),
    contacts: await read('/api/contactdisplay', admin),
    careers: await read('/api/careerdisplay', admin),
  };
};

describe('db:copy', () => {
  it('moves a live SQLite site to PostgreSQL and back, sessions included, counts checked', async () => {
    const sqliteDir = folder();
    const site = await createTestApp({
      dataDir: sqliteDir,
      env: { DATABASE_URL: '', SEED_DEMO: 'true' },
    });
    const admin = await adminHeaders(site.app);
    expect(
      (await site.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput }))
        .statusCode,
    ).toBe(201);
    expect((await postApplication(site.app)).statusCode).toBe(201);
    // The admin's passkey, to sign in with on the copy.
    const passkey = new SoftAuthenticator();
    const onSite = { ...admin, host: HOST };
    const options = await site.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: onSite,
    });
    const added = await site.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: onSite,
      payload: { response: passkey.register(options.json(), SAME_ORIGIN) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = await answers(site, admin);
    await site.close();

    const postgres = await freshPostgresDatabase();
    try {
      const sqliteFile = join(sqliteDir, 'studio.sqlite');
      // Typed as the operator types it, its options through pnpm: the script's wiring.
      const toPostgres = await copy(sqliteFile, postgres.url, true);
      expectSuccess(toPostgres);
      expect(toPostgres.stdout).toContain('user: 1 rows');
      expect(toPostgres.stdout).toContain('session: 1 rows');
      expect(toPostgres.stdout).toContain('passkey: 1 rows');
      expect(toPostgres.stdout).toMatch(/every count checked/);

      const moved = await createTestApp({ dataDir: folder(), env: { DATABASE_URL: postgres.url } });
      try {
        // The same answers, byte for byte; the admin's sign-in came along.
        expect(await answers(moved, admin)).toEqual(before);
        // So did the passkey, its key and counter intact.
        const signIn = await moved.app.inject({
          method: 'POST',
          url: '/api/login/passkey/options',
          headers: { host: HOST },
        });
        const signedIn = await moved.app.inject({
          method: 'POST',
          url: '/api/login/passkey',
          headers: { host: HOST },
          payload: { response: passkey.signIn(signIn.json(), SAME_ORIGIN) },
        });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
      } finally {
        await moved.close();
      }

      const again = await copy(sqliteFile, postgres.url);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toMatch(
        /already holds data \(\d+ rows in content_\w+\): copy into an empty database/,
      );

      const back = join(folder(), 'back.sqlite');
      expectSuccess(await copy(postgres.url, back));
      expect(existsSync(back)).toBe(true);
    } finally {
      await postgres.drop();
    }
  });

  it('refuses a missing option, a missing source and a copy onto itself, changing nothing', async () => {
    const refusals: [Finished, string][] = [
      [await dbCopy(['--from', 'nowhere.sqlite']), 'usage: copy --from'],
    ];
    const missing = join(folder(), 'missing.sqlite');
    const target = join(folder(), 'target.sqlite');
    refusals.push([await copy(missing, target), `no database at ${missing}: nothing to copy`]);
    const postgres = await freshPostgresDatabase();
    try {
      refusals.push([
        await copy(postgres.url, postgres.url),
        '--from and --to are the same database',
      ]);
    } finally {
      await postgres.drop();
    }
    for (const [run, message] of refusals) {
      expect(run.code, run.stdout + run.stderr).not.toBe(0);
      expect(run.stderr).toContain(`error: ${message}`);
      expect(run.stderr).not.toContain('    at ');
    }
    // Nothing was made where the copy would have gone.
    expect(existsSync(target)).toBe(false);
  });
});
