import type { PresenceEditor, PresenceEntry } from '@studio/contracts';
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

describe('who is editing, across server processes', () => {
  it("each sees the other's heartbeats, markers and leaving", async () => {
    const adminToken = await registerAdmin(a.app);
    const editorToken = await addUser(a.app, adminToken, EDITOR);
    const adminOnB = await login(b.app, ADMIN);
    const record = { type: 'podcast', recordId: 'p-processes' };

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
    const list = await trpcQuery(
      a.app,
      'presence.list',
      { type: 'podcast' },
      authHeaders(editorToken),
    );
    expect(list.json<{ result: { data: PresenceEntry[] } }>().result.data).toEqual([
      { recordId: 'p-processes', editors: [{ email: ADMIN.email, since: expect.any(String) }] },
    ]);

    const left = await trpcMutate(b.app, 'presence.leave', record, authHeaders(adminOnB));
    expect(left.statusCode, left.body).toBe(200);
    expect(await announce(a, editorToken)).toEqual([]);
  });
});
