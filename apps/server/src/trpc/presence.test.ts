import {
  type CreatedApiToken,
  messages,
  PRESENCE_EXPIRES_SECONDS,
  PRESENCE_MAX_PER_ACCOUNT,
  type PresenceEditor,
  type PresenceEntry,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createAppWithEditor,
  EDITOR,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
let clock = Date.parse('2026-12-11T10:02:00.000Z');
const tick = (seconds: number) => {
  clock += seconds * 1000;
};
const at = () => new Date(clock).toISOString();

/** A podcast record as an editor saves it (published unless told); answers its id. */
async function createPodcast(payload: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: { ...sampleInput('podcast'), ...payload },
    headers: authHeaders(editorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** The podcast records the tests open, by name. */
const ids = new Map<string, string>();
const names = ['p-both', 'p-other', 'p-leave', 'p-lapse', 'p-a', 'p-b', 'p-x'];
for (let i = 1; i <= PRESENCE_MAX_PER_ACCOUNT + 1; i++) names.push(`p-${i}`);

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ now: () => clock }));
  for (const name of names) ids.set(name, await createPodcast());
});
afterAll(() => t.close());

const podcast = (name: string) => {
  const recordId = ids.get(name);
  if (!recordId) throw new Error(`no podcast ${name}`);
  return { type: 'podcast', recordId };
};

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
    await leave(editorToken, record);
    await leave(adminToken, record);
    await leave(adminToken, podcast('p-other'));
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
      {
        recordId: podcast('p-a').recordId,
        editors: [{ email: EDITOR.email, since: expect.any(String) }],
      },
      { recordId: podcast('p-b').recordId, editors: [{ email: EDITOR.email, since: at() }] },
    ]);
    expect(await markers(editorToken, 'podcast')).toEqual([
      {
        recordId: podcast('p-b').recordId,
        editors: [{ email: ADMIN.email, since: expect.any(String) }],
      },
    ]);
    expect(await markers(adminToken, 'music')).toEqual([]);
    await leave(editorToken, podcast('p-a'));
    await leave(editorToken, podcast('p-b'));
    await leave(adminToken, podcast('p-b'));
    expect(await markers(adminToken, 'podcast')).toEqual([]);
  });

  it(`counts at most ${PRESENCE_MAX_PER_ACCOUNT} records per account: a further one replaces the one opened first`, async () => {
    const opened = [];
    for (let i = 1; i <= PRESENCE_MAX_PER_ACCOUNT; i++) {
      opened.push(podcast(`p-${i}`));
      await announce(editorToken, podcast(`p-${i}`));
      tick(1);
    }
    // A heartbeat of a record already open changes nothing.
    await announce(editorToken, podcast('p-1'));
    const open = async () =>
      (await markers(adminToken, 'podcast')).map((entry) => entry.recordId).sort();
    expect(await open()).toEqual(opened.map((target) => target.recordId).sort());

    const further = podcast(`p-${PRESENCE_MAX_PER_ACCOUNT + 1}`);
    await announce(editorToken, further);
    const kept = [...opened.slice(1), further].map((target) => target.recordId).sort();
    expect(await open()).toEqual(kept);
    // Others' rows are not the editor's to replace.
    await announce(adminToken, podcast('p-x'));
    expect(await markers(editorToken, 'podcast')).toEqual([
      { recordId: podcast('p-x').recordId, editors: [{ email: ADMIN.email, since: at() }] },
    ]);
    for (const target of [...opened, further]) await leave(editorToken, target);
    await leave(adminToken, podcast('p-x'));
    expect(await markers(adminToken, 'podcast')).toEqual([]);
  });
});

describe('which records', () => {
  /** An announce refused as a read of the record would be: 404 NOT_FOUND, nothing listed. */
  async function expectNotFound(target: object) {
    const res = await trpcMutate(t.app, 'presence.announce', target, authHeaders(editorToken));
    expect(res.statusCode, JSON.stringify(target)).toBe(404);
    const { error } = res.json<TrpcError>();
    expect(error.data.code).toBe('NOT_FOUND');
    expect(error.message).toBe(messages.server.notFound);
  }

  it('refuses a record that does not exist, or no longer does, with 404', async () => {
    await expectNotFound({ type: 'podcast', recordId: 'no-such-record' });
    // A podcast's id is no record of another type.
    await expectNotFound({ type: 'music', recordId: podcast('p-a').recordId });
    // A singleton's one record is its name.
    await expectNotFound({ type: 'site', recordId: 'other' });
    const deleted = await createPodcast();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${deleted}`,
      headers: authHeaders(editorToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectNotFound({ type: 'podcast', recordId: deleted });
    expect(await markers(adminToken, 'podcast')).toEqual([]);
    expect(await markers(adminToken, 'music')).toEqual([]);
  });

  it("takes drafts from the admin area's cookie session, as it reads them", async () => {
    const draft = { type: 'podcast', recordId: await createPodcast({ status: 'draft' }) };
    const res = await trpcMutate(t.app, 'presence.announce', draft, cookieHeaders(editorToken));
    expect(res.statusCode, res.body).toBe(200);
    expect(await announce(adminToken, draft)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(editorToken, draft);
    await leave(adminToken, draft);
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
