import { rmSync } from 'node:fs';
import { builtinRecords } from '@studio/content';
import { contentTypeNames, contentTypes } from '@studio/contracts';
import { freshPostgresDatabase } from '@studio/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ADMIN, tempDir } from './test-support/app';
import { sampleInput } from './test-support/content';
import { cvFiles, multipart } from './test-support/multipart';
import { listeningUrl, type Spawned, startMain } from './test-support/processes';
import { careerFields, contactInput } from './test-support/samples';
import { freshStorageEnv, storedKeys } from './test-support/storage';

// Real server processes started through tsx: room for a loaded machine.
const TIMEOUT = 120_000;

let servers: Spawned[] = [];
let dataDirs: string[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
/** The settings of the servers' shared bucket. */
let storage: Record<string, string> = {};

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  servers = [];
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await dropDatabase?.();
});

/**
 * Server processes started at the same moment on one new PostgreSQL database and one new
 * bucket, each with a data folder of its own.
 */
async function startServers(count: number, env: Record<string, string> = {}) {
  const database = await freshPostgresDatabase();
  storage = await freshStorageEnv();
  dropDatabase = database.drop;
  dataDirs = Array.from({ length: count }, () => tempDir());
  servers = dataDirs.map((dataDir) =>
    startMain({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...storage,
      ...env,
    }),
  );
  return Promise.all(servers.map((server) => listeningUrl(server, TIMEOUT - 30_000)));
}

const json = async <T>(response: Response): Promise<T> => {
  expect(response.ok, `${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
};

describe('server processes on one PostgreSQL database', () => {
  it(
    'start at once on an empty database, which is migrated and seeded once',
    async () => {
      const [a = '', b = ''] = await startServers(2, { SEED_DEMO: 'true' });
      for (const type of contentTypeNames) {
        const path = `/api/${contentTypes[type].stem}display`;
        const [fromA, fromB] = await Promise.all([fetch(a + path), fetch(b + path)]);
        const listA = await json<unknown[]>(fromA);
        expect(listA).toHaveLength(builtinRecords(type).length);
        expect(await json<unknown[]>(fromB)).toEqual(listA);
      }
    },
    TIMEOUT,
  );

  it(
    'share the contact limit and the sessions: N processes, one allowance; a sign-out ends it on all',
    async () => {
      const [a = '', b = ''] = await startServers(2, { RATE_LIMIT_INBOX: '2/600' });
      const post = (base: string, path: string, body: unknown, headers = {}) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      expect((await post(a, '/api/contact', contactInput)).status).toBe(201);
      expect((await post(b, '/api/contact', contactInput)).status).toBe(201);
      expect((await post(a, '/api/contact', contactInput)).status).toBe(429);
      expect((await post(b, '/api/contact', contactInput)).status).toBe(429);

      const { token } = await json<{ token: string }>(await post(a, '/api/register', ADMIN));
      const bearer = { authorization: `Bearer ${token}` };
      const inbox = (base: string) => fetch(`${base}/api/contactdisplay`, { headers: bearer });
      expect((await inbox(b)).status).toBe(200);
      expect((await post(b, '/api/logout', {}, bearer)).status).toBe(200);
      expect((await inbox(a)).status).toBe(401);
    },
    TIMEOUT,
  );

  it(
    'share the uploads: a CV sent through A downloads through B byte for byte, and goes for both',
    async () => {
      const [a = '', b = ''] = await startServers(2);
      const registered = await fetch(`${a}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const bearer = {
        authorization: `Bearer ${(await json<{ token: string }>(registered)).token}`,
      };
      const content = cvFiles.pdf(300_000);
      const form = multipart(careerFields, [{ filename: 'cv.pdf', content }]);
      const applied = await fetch(`${a}/api/career`, {
        method: 'POST',
        headers: form.headers,
        body: form.payload,
      });
      expect(applied.status).toBe(201);
      const { _id, cv } = await json<{ _id: string; cv: string }>(applied);

      const download = await fetch(`${b}/uploads/cvs/${cv}`, { headers: bearer });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

      const deleted = await fetch(`${b}/api/careerdelete/${_id}`, {
        method: 'DELETE',
        headers: bearer,
      });
      expect(deleted.status).toBe(200);
      expect((await fetch(`${a}/uploads/cvs/${cv}`, { headers: bearer })).status).toBe(404);
      expect(await storedKeys(loadConfig(storage), 'cvs/')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'keep every acknowledged write when one is killed (SIGKILL) in the middle of writing',
    async () => {
      const [a = '', b = ''] = await startServers(2);
      const registered = await fetch(`${b}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = await json<{ token: string }>(registered);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

      const acknowledged: string[] = [];
      const writer = async (worker: number) => {
        for (let i = 0; ; i++) {
          const res = await fetch(`${a}/api/podcast`, {
            method: 'POST',
            headers,
            body: JSON.stringify(sampleInput('podcast', worker * 1000 + i)),
          }).catch(() => undefined);
          // The process is gone: every answer it gave before is what counts.
          if (!res) return;
          if (res.status === 201) acknowledged.push((await json<{ _id: string }>(res))._id);
        }
      };
      const writers = [1, 2, 3, 4].map(writer);
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20);
      servers[0]?.process.kill('SIGKILL');
      await Promise.all(writers);

      const stored = await json<{ _id: string }[]>(await fetch(`${b}/api/podcastdisplay`));
      const ids = new Set(stored.map((record) => record._id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    },
    TIMEOUT,
  );
});
