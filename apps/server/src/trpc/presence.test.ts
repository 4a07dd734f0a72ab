import {
  type CreatedApiToken,
  messages,
  PRESENCE_EXPIRES_SECONDS,
  type PresenceEditor,
  type PresenceEntry,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, authHeaders, createAppWithEditor, EDITOR, type TestApp } from '../test-support/app';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
let clock = Date.parse('2026-12-11T10:02:00.000Z');
const tick = (seconds: number) => {
  clock += seconds * 1000;
};
const at = () => new Date(clock).toISOString();

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ now: () => clock }));
});
afterAll(() => t.close());

const podcast = (recordId: string) => ({ type: 'podcast', recordId });

/** An edit page's heartbeat: who else has the record open. */
async function announce(token: string, target: object, app = t.app): Promise<PresenceEditor[]> {
  const res = await trpcMutate(app, 'presence.announce', target, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: PresenceEditor[] } }>().result.data;
}

async function leave(token: string, target: object) {
  const res = await trpcMutate(t.app, 'presence.leave', target, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
}

async function markers(token: string, type: string, app = t.app): Promise<PresenceEntry[]> {
  const res = await trpcQuery(app, 'presence.list', { type }, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: PresenceEntry[] } }>().result.data;
}

describe('who is editing', () => {
  it('tells each editor of a record about the other, since the first opened it', async () => {
    const record = podcast('p-both');
    const opened = at();
    expect(await announce(editorToken, record)).toEqual([]);
    tick(5);
    expect(await announce(adminToken, record)).toEqual([{ email: EDITOR.email, since: opened }]);
    const adminOpened = at();
    tick(10);
    // The first editor's next heartbeat learns of the second; its own `since` stays.
    expect(await announce(editorToken, record)).toEqual([
      { email: ADMIN.email, since: adminOpened },
    ]);
    expect(await announce(adminToken, record)).toEqual([{ email: EDITOR.email, since: opened }]);
    // Another record of the type, and the same id of another type, are not this one.
    expect(await announce(adminToken, podcast('p-other'))).toEqual([]);
    expect(await announce(adminToken, { type: 'music', recordId: 'p-both' })).toEqual([]);
    await leave(editorToken, record);
    await leave(adminToken, record);
    await leave(adminToken, podcast('p-other'));
    await leave(adminToken, { type: 'music', recordId: 'p-both' });
  });

  it('works for a singleton (its name is its record id)', async () => {
    const site = { type: 'site', recordId: 'site' };
    await announce(editorToken, site);
    expect(await announce(adminToken, site)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(editorToken, site);
    await leave(adminToken, site);
  });

  it('forgets a page that leaves at once', async () => {
    const record = podcast('p-leave');
    await announce(editorToken, record);
    expect(await announce(adminToken, record)).toHaveLength(1);
    await leave(editorToken, record);
    expect(await announce(adminToken, record)).toEqual([]);
    await leave(adminToken, record);
  });

  it('forgets a page not heard from for PRESENCE_EXPIRES_SECONDS, and starts anew after', async () => {
    const record = podcast('p-lapse');
    await announce(editorToken, record);
    tick(PRESENCE_EXPIRES_SECONDS - 1);
    expect(await announce(adminToken, record)).toHaveLength(1);
    const adminOpened = at();
    tick(2);
    expect(await announce(adminToken, record)).toEqual([]);
    expect(await markers(adminToken, 'podcast')).toEqual([]);
    // Back after the lapse: open since now, not since the first time.
    expect(await announce(editorToken, record)).toEqual([
      { email: ADMIN.email, since: adminOpened },
    ]);
    expect(await announce(adminToken, record)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(editorToken, record);
    await leave(adminToken, record);
  });

  it("marks a type's records that others have open, not the caller's own", async () => {
    await announce(editorToken, podcast('p-a'));
    await announce(adminToken, podcast('p-b'));
    tick(1);
    await announce(editorToken, podcast('p-b'));
    expect(await markers(adminToken, 'podcast')).toEqual([
      { recordId: 'p-a', editors: [{ email: EDITOR.email, since: expect.any(String) }] },
      { recordId: 'p-b', editors: [{ email: EDITOR.email, since: at() }] },
    ]);
    expect(await markers(editorToken, 'podcast')).toEqual([
      { recordId: 'p-b', editors: [{ email: ADMIN.email, since: expect.any(String) }] },
    ]);
    expect(await markers(adminToken, 'music')).toEqual([]);
    await leave(editorToken, podcast('p-a'));
    await leave(editorToken, podcast('p-b'));
    await leave(adminToken, podcast('p-b'));
    expect(await markers(adminToken, 'podcast')).toEqual([]);
  });
});

describe('who may', () => {
  it('refuses a caller without a session, and API tokens even with content scopes', async () => {
    const anonymous = await trpcMutate(t.app, 'presence.announce', podcast('p-x'));
    expect(anonymous.statusCode).toBe(401);
    expect((await trpcQuery(t.app, 'presence.list', { type: 'podcast' })).statusCode).toBe(401);

    const created = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'presence', scopes: ['content:read', 'content:write'] },
      authHeaders(adminToken),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<{ result: { data: CreatedApiToken } }>().result.data;
    for (const [path, input] of [
      ['presence.announce', podcast('p-x')],
      ['presence.leave', podcast('p-x')],
    ] as const) {
      const res = await trpcMutate(t.app, path, input, authHeaders(token));
      expect(res.statusCode, path).toBe(403);
      expect(res.json<TrpcError>().error.message).toBe(messages.server.forbidden);
    }
    const list = await trpcQuery(t.app, 'presence.list', { type: 'podcast' }, authHeaders(token));
    expect(list.statusCode).toBe(403);
  });

  it('refuses an unknown type or an empty id with the field named', async () => {
    for (const [input, path] of [
      [{ type: 'nothing', recordId: 'x' }, 'type'],
      [{ type: 'podcast', recordId: '' }, 'recordId'],
      [{ type: 'podcast' }, 'recordId'],
    ] as const) {
      const res = await trpcMutate(t.app, 'presence.announce', input, authHeaders(editorToken));
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json<TrpcError>().error.data.issues?.map((issue) => issue.path)).toEqual([path]);
    }
    expect(await markers(editorToken, 'podcast')).toEqual([]);
  });
});
