import {
  type CreatedApiToken,
  messages,
  PRESENCE_EXPIRES_SECONDS,
  PRESENCE_MAX_PER_ACCOUNT,
  type PresenceEditor,
  type PresenceEntry,
} from '@studio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, appForFile, authHeaders, cookieHeaders, EDITOR } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let clock = Date.parse('2026-12-11T10:02:00.000Z');
const file = appForFile({ now: () => clock }, { editor: true });
const tick = (seconds: number) => {
  clock += seconds * 1000;
};
const at = () => new Date(clock).toISOString();

/** A podcast record as an editor saves it (published unless told); answers its id. */
async function createPodcast(payload: object = {}) {
  const res = await file.t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: { ...sampleInput('podcast'), ...payload },
    headers: authHeaders(file.editorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** The podcast records the tests open, by name. */
const ids = new Map<string, string>();
const names = ['p-both', 'p-other', 'p-leave', 'p-lapse', 'p-a', 'p-b', 'p-x'];
for (let i = 1; i <= PRESENCE_MAX_PER_ACCOUNT + 1; i++) names.push(`p-${i}`);

beforeAll(async () => {
  for (const name of names) ids.set(name, await createPodcast());
});

const podcast = (name: string) => {
  const recordId = ids.get(name);
  if (!recordId) throw new Error(`no podcast ${name}`);
  return { type: 'podcast', recordId };
};

/** An edit page's heartbeat: who else has the record open. */
async function announce(
  token: string,
  target: object,
  app = file.t.app,
): Promise<PresenceEditor[]> {
  const res = await trpcMutate(app, 'presence.announce', target, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: PresenceEditor[] } }>().result.data;
}

async function leave(token: string, target: object) {
  const res = await trpcMutate(file.t.app, 'presence.leave', target, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
}

async function markers(token: string, type: string, app = file.t.app): Promise<PresenceEntry[]> {
  const res = await trpcQuery(app, 'presence.list', { type }, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: PresenceEntry[] } }>().result.data;
}

describe('who is editing', () => {
  it('tells each editor of a record about the other, since the first opened it', async () => {
    const record = podcast('p-both');
    const opened = at();
    expect(await announce(file.editorToken, record)).toEqual([]);
    tick(5);
    expect(await announce(file.adminToken, record)).toEqual([
      { email: EDITOR.email, since: opened },
    ]);
    const adminOpened = at();
    tick(10);
    // The first editor's next heartbeat learns of the second; its own `since` stays.
    expect(await announce(file.editorToken, record)).toEqual([
      { email: ADMIN.email, since: adminOpened },
    ]);
    expect(await announce(file.adminToken, record)).toEqual([
      { email: EDITOR.email, since: opened },
    ]);
    // Another record of the type, and the same id of another type, are not this one.
    expect(await announce(file.adminToken, podcast('p-other'))).toEqual([]);
    await leave(file.editorToken, record);
    await leave(file.adminToken, record);
    await leave(file.adminToken, podcast('p-other'));
  });

  it('works for a singleton (its name is its record id)', async () => {
    const site = { type: 'site', recordId: 'site' };
    await announce(file.editorToken, site);
    expect(await announce(file.adminToken, site)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(file.editorToken, site);
    await leave(file.adminToken, site);
  });

  it('forgets a page that leaves at once', async () => {
    const record = podcast('p-leave');
    await announce(file.editorToken, record);
    expect(await announce(file.adminToken, record)).toHaveLength(1);
    await leave(file.editorToken, record);
    expect(await announce(file.adminToken, record)).toEqual([]);
    await leave(file.adminToken, record);
  });

  it('forgets a page not heard from for PRESENCE_EXPIRES_SECONDS, and starts anew after', async () => {
    const record = podcast('p-lapse');
    await announce(file.editorToken, record);
    tick(PRESENCE_EXPIRES_SECONDS - 1);
    expect(await announce(file.adminToken, record)).toHaveLength(1);
    const adminOpened = at();
    tick(2);
    expect(await announce(file.adminToken, record)).toEqual([]);
    expect(await markers(file.adminToken, 'podcast')).toEqual([]);
    // Back after the lapse: open since now, not since the first time.
    expect(await announce(file.editorToken, record)).toEqual([
      { email: ADMIN.email, since: adminOpened },
    ]);
    expect(await announce(file.adminToken, record)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(file.editorToken, record);
    await leave(file.adminToken, record);
  });

  it("marks a type's records that others have open, not the caller's own", async () => {
    await announce(file.editorToken, podcast('p-a'));
    await announce(file.adminToken, podcast('p-b'));
    tick(1);
    await announce(file.editorToken, podcast('p-b'));
    expect(await markers(file.adminToken, 'podcast')).toEqual([
      {
        recordId: podcast('p-a').recordId,
        editors: [{ email: EDITOR.email, since: expect.any(String) }],
      },
      { recordId: podcast('p-b').recordId, editors: [{ email: EDITOR.email, since: at() }] },
    ]);
    expect(await markers(file.editorToken, 'podcast')).toEqual([
      {
        recordId: podcast('p-b').recordId,
        editors: [{ email: ADMIN.email, since: expect.any(String) }],
      },
    ]);
    expect(await markers(file.adminToken, 'music')).toEqual([]);
    await leave(file.editorToken, podcast('p-a'));
    await leave(file.editorToken, podcast('p-b'));
    await leave(file.adminToken, podcast('p-b'));
    expect(await markers(file.adminToken, 'podcast')).toEqual([]);
  });

  it(`counts at most ${PRESENCE_MAX_PER_ACCOUNT} records per account: a further one replaces the one opened first`, async () => {
    const opened = [];
    for (let i = 1; i <= PRESENCE_MAX_PER_ACCOUNT; i++) {
      opened.push(podcast(`p-${i}`));
      await announce(file.editorToken, podcast(`p-${i}`));
      tick(1);
    }
    // A heartbeat of a record already open changes nothing.
    await announce(file.editorToken, podcast('p-1'));
    const open = async () =>
      (await markers(file.adminToken, 'podcast')).map((entry) => entry.recordId).sort();
    expect(await open()).toEqual(opened.map((target) => target.recordId).sort());

    const further = podcast(`p-${PRESENCE_MAX_PER_ACCOUNT + 1}`);
    await announce(file.editorToken, further);
    const kept = [...opened.slice(1), further].map((target) => target.recordId).sort();
    expect(await open()).toEqual(kept);
    // Others' rows are not the editor's to replace.
    await announce(file.adminToken, podcast('p-x'));
    expect(await markers(file.editorToken, 'podcast')).toEqual([
      { recordId: podcast('p-x').recordId, editors: [{ email: ADMIN.email, since: at() }] },
    ]);
    for (const target of [...opened, further]) await leave(file.editorToken, target);
    await leave(file.adminToken, podcast('p-x'));
    expect(await markers(file.adminToken, 'podcast')).toEqual([]);
  });
});

describe('which records', () => {
  /** An announce refused as a read of the record would be: 404 NOT_FOUND, nothing listed. */
  async function expectNotFound(target: object) {
    const res = await trpcMutate(
      file.t.app,
      'presence.announce',
      target,
      authHeaders(file.editorToken),
    );
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
    const removed = await file.t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${deleted}`,
      headers: authHeaders(file.editorToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectNotFound({ type: 'podcast', recordId: deleted });
    expect(await markers(file.adminToken, 'podcast')).toEqual([]);
    expect(await markers(file.adminToken, 'music')).toEqual([]);
  });

  it("takes drafts from the admin area's cookie session, as it reads them", async () => {
    const draft = { type: 'podcast', recordId: await createPodcast({ status: 'draft' }) };
    const res = await trpcMutate(
      file.t.app,
      'presence.announce',
      draft,
      cookieHeaders(file.editorToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await announce(file.adminToken, draft)).toEqual([{ email: EDITOR.email, since: at() }]);
    await leave(file.editorToken, draft);
    await leave(file.adminToken, draft);
  });
});

describe('who may', () => {
  it('refuses a caller without a session, and API tokens even with content scopes', async () => {
    const anonymous = await trpcMutate(file.t.app, 'presence.announce', podcast('p-x'));
    expect(anonymous.statusCode).toBe(401);
    expect((await trpcQuery(file.t.app, 'presence.list', { type: 'podcast' })).statusCode).toBe(
      401,
    );

    const created = await trpcMutate(
      file.t.app,
      'apiTokens.create',
      { name: 'presence', scopes: ['content:read', 'content:write'] },
      authHeaders(file.adminToken),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<{ result: { data: CreatedApiToken } }>().result.data;
    for (const [path, input] of [
      ['presence.announce', podcast('p-x')],
      ['presence.leave', podcast('p-x')],
    ] as const) {
      const res = await trpcMutate(file.t.app, path, input, authHeaders(token));
      expect(res.statusCode, path).toBe(403);
      expect(res.json<TrpcError>().error.message).toBe(messages.server.forbidden);
    }
    const list = await trpcQuery(
      file.t.app,
      'presence.list',
      { type: 'podcast' },
      authHeaders(token),
    );
    expect(list.statusCode).toBe(403);
  });

  it('refuses an unknown type or an empty id with the field named', async () => {
    for (const [input, path] of [
      [{ type: 'nothing', recordId: 'x' }, 'type'],
      [{ type: 'podcast', recordId: '' }, 'recordId'],
      [{ type: 'podcast' }, 'recordId'],
    ] as const) {
      const res = await trpcMutate(
        file.t.app,
        'presence.announce',
        input,
        authHeaders(file.editorToken),
      );
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json<TrpcError>().error.data.issues?.map((issue) => issue.path)).toEqual([path]);
    }
    expect(await markers(file.editorToken, 'podcast')).toEqual([]);
  });
});
