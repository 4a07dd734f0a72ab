import {
  PRESENCE_MAX_PER_ACCOUNT,
  type PresenceEditor,
  type PresenceEntry,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  authHeaders,
  createTestApp,
  EDITOR,
  login,
  registerAdmin,
  type TestApp,
  tempDir,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcMutate, trpcQuery } from '../test-support/trpc';

/** Two server instances on one PostgreSQL database, as two processes behind a load balancer. */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const dataDir = tempDir();
  [a, b] = await Promise.all([createTestApp({ dataDir }), createTestApp({ dataDir })]);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A podcast record, saved through `a`; answers its presence target. */
async function createPodcast(token: string) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: sampleInput('podcast'),
    headers: authHeaders(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { type: 'podcast', recordId: res.json<{ _id: string }>()._id };
}

const markers = async (app: TestApp, token: string) => {
  const res = await trpcQuery(app.app, 'presence.list', { type: 'podcast' }, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: PresenceEntry[] } }>().result.data;
};

describe('who is editing, across server processes', () => {
  let adminToken: string;
  let editorToken: string;
  beforeAll(async () => {
    adminToken = await registerAdmin(a.app);
    editorToken = await addUser(a.app, adminToken, EDITOR);
  });

  it("each sees the other's heartbeats, markers and leaving", async () => {
    const adminOnB = await login(b.app, ADMIN);
    const record = await createPodcast(adminToken);

    const announce = async (app: TestApp, token: string) => {
      const res = await trpcMutate(app.app, 'presence.announce', record, authHeaders(token));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { data: PresenceEditor[] } }>().result.data;
    };

    expect(await announce(a, editorToken)).toEqual([]);
    expect(await announce(b, adminOnB)).toEqual([
      { email: EDITOR.email, since: expect.any(String) },
    ]);
    expect(await announce(a, editorToken)).toEqual([
      { email: ADMIN.email, since: expect.any(String) },
    ]);
    expect(await markers(a, editorToken)).toEqual([
      { recordId: record.recordId, editors: [{ email: ADMIN.email, since: expect.any(String) }] },
    ]);

    const left = await trpcMutate(b.app, 'presence.leave', record, authHeaders(adminOnB));
    expect(left.statusCode, left.body).toBe(200);
    expect(await announce(a, editorToken)).toEqual([]);
  });

  it(`keeps ${PRESENCE_MAX_PER_ACCOUNT} records of an account opened through both at once`, async () => {
    const records = [];
    for (let i = 0; i < PRESENCE_MAX_PER_ACCOUNT * 3; i++) {
      records.push(await createPodcast(editorToken));
    }
    const answers = await Promise.all(
      records.map((record, i) =>
        trpcMutate((i % 2 ? a : b).app, 'presence.announce', record, authHeaders(editorToken)),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await markers(b, adminToken)).toHaveLength(PRESENCE_MAX_PER_ACCOUNT);
  });
});
