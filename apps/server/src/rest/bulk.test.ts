import {
  type AuditEntry,
  BULK_MAX,
  bulkMessages,
  type CreatedWebhook,
  messages,
  orderMessages,
  publishMessages,
  type TrashEntry,
  type WebhookDelivery,
} from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import { testDialect } from '@studio/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { tokenWith as tokenWithScopes } from '../test-support/admin-calls';
import { authHeaders, createAppWithEditor, errorBody, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type Receiver, startReceiver } from '../test-support/receiver';
import { type TrpcError, trpcData, trpcMutate } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
let receiver: Receiver;
let webhookId: string;

interface Stored {
  _id: string;
  title: string;
  status: 'draft' | 'published';
  publishAt: string | null;
  unpublishAt: string | null;
}

const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: authHeaders(editorToken),
    ...(payload ? { payload } : {}),
  });

const bulk = (payload: unknown, headers: Record<string, string> = authHeaders(editorToken)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/podcastbulk',
    payload: JSON.stringify(payload),
    headers: { ...headers, 'content-type': 'application/json' },
  });

/** Every podcast as the admin reads it, by id. */
async function stored(): Promise<Map<string, Stored>> {
  const res = await asEditor('GET', '/api/podcastdisplay?status=all');
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<Stored[]>().map((record) => [record._id, record]));
}

async function addPodcast(title: string, status: 'draft' | 'published' = 'draft') {
  const res = await asEditor('POST', '/api/podcast', { ...sampleInput('podcast'), title, status });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** The activity entries of one action about these records. */
async function activityAbout(action: string, ids: readonly string[]) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auditdisplay?action=${action}&type=podcast&limit=100`,
    headers: authHeaders(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>().filter((entry) => ids.includes(entry.recordId ?? ''));
}

const versionsOf = async (id: string) => {
  const res = await asEditor('GET', `/api/podcastrevisions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown[]>().length;
};

/** A new API token with these scopes. */
const tokenWith = (scopes: string[]) => tokenWithScopes(t.app, adminToken, scopes);

/** The webhook deliveries queued so far, by id: their events. */
async function deliveries(): Promise<Map<string, string>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/webhooks.deliveries?input=${encodeURIComponent(JSON.stringify({ id: webhookId }))}`,
    headers: authHeaders(adminToken),
  });
  return new Map(
    trpcData<WebhookDelivery[]>(res).map((delivery) => [delivery._id, delivery.event]),
  );
}

/** The events of the deliveries queued since `before`, sorted. */
const eventsSince = async (before: Map<string, string>) =>
  [...(await deliveries())].flatMap(([id, event]) => (before.has(id) ? [] : [event])).sort();

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '50' },
  }));
  receiver = await startReceiver();
  const created = await trpcMutate(
    t.app,
    'webhooks.create',
    { url: receiver.url, events: ['podcast.published', 'podcast.unpublished', 'podcast.deleted'] },
    authHeaders(adminToken),
  );
  webhookId = trpcData<CreatedWebhook>(created).webhook._id;
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

beforeEach(async () => {
  for (const id of (await stored()).keys()) {
    await asEditor('DELETE', `/api/podcastdelete/${id}`);
  }
});

describe('POST /api/<stem>bulk', () => {
  it('publishes the records named: one version, activity entry and webhook event each', async () => {
    const drafts = [await addPodcast('One'), await addPodcast('Two'), await addPodcast('Three')];
    const live = await addPodcast('Live', 'published');
    const versions = await Promise.all(drafts.map(versionsOf));
    const before = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    const queued = await deliveries();

    const res = await bulk({ action: 'publish', ids: [...drafts, live] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: bulkMessages.summary('publish', 3, 1),
      done: 3,
      skipped: [live],
    });
    expect(res.json().message).toBe('3 records published (1 record already public)');

    const now = await stored();
    for (const id of drafts) expect(now.get(id)?.status).toBe('published');
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/podcastdisplay',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(shown.statusCode).toBe(200);
    expect(
      shown
        .json<{ _id: string }[]>()
        .map((record) => record._id)
        .sort(),
    ).toEqual([...drafts, live].sort());
    // The new ETag holds: the change is one, not one per record.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/podcastdisplay',
      headers: { 'if-none-match': String(shown.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    expect(await Promise.all(drafts.map(versionsOf))).toEqual(versions.map((n) => n + 1));
    expect(await versionsOf(live)).toBe(1);
    const entries = await activityAbout('published', drafts);
    expect(entries.map((entry) => entry.recordId).sort()).toEqual([...drafts].sort());
    // The one already public keeps only the entry of its creation.
    expect((await activityAbout('published', [live])).length).toBe(1);
    expect(entries.every((entry) => entry.actor === 'editor@example.com')).toBe(true);
    expect(await activityAbout('updated', drafts)).toEqual([]);
    expect(await eventsSince(queued)).toEqual(Array(3).fill('podcast.published'));
  });

  it('publishes a scheduled record now, and clears an expiry already past', async () => {
    const scheduled = await addPodcast('Later');
    await asEditor('POST', `/api/podcastupdate/${scheduled}`, {
      ...sampleInput('podcast'),
      title: 'Later',
      status: 'published',
      publishAt: '2099-01-01T00:00:00.000Z',
      unpublishAt: '2099-02-01T00:00:00.000Z',
    });
    const res = await bulk({ action: 'publish', ids: [scheduled] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).get(scheduled)).toMatchObject({
      status: 'published',
      publishAt: null,
      unpublishAt: '2099-02-01T00:00:00.000Z',
    });
  });

  it('unpublishes: drafts again, one "unpublished" entry each, drafts skipped', async () => {
    const live = [await addPodcast('A', 'published'), await addPodcast('B', 'published')];
    const draft = await addPodcast('C');
    const queued = await deliveries();

    const res = await bulk({ action: 'unpublish', ids: [draft, ...live] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '2 records unpublished (1 record already a draft)',
      done: 2,
      skipped: [draft],
    });
    const now = await stored();
    for (const id of [...live, draft]) expect(now.get(id)?.status).toBe('draft');
    expect((await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' })).json()).toEqual([]);
    const entries = await activityAbout('unpublished', [...live, draft]);
    expect(entries.map((entry) => entry.recordId).sort()).toEqual([...live].sort());
    expect(await eventsSince(queued)).toEqual(Array(2).fill('podcast.unpublished'));
  });

  it('deletes to the trash: one "deleted" entry and event each', async () => {
    const ids = [await addPodcast('X'), await addPodcast('Y', 'published')];
    const kept = await addPodcast('Z');
    const queued = await deliveries();

    const res = await bulk({ action: 'delete', ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '2 records deleted', done: 2, skipped: [] });
    expect([...(await stored()).keys()]).toEqual([kept]);
    const trash = await asEditor('GET', '/api/trashdisplay');
    const trashed = trash.json<TrashEntry[]>().filter((entry) => ids.includes(entry._id));
    expect(trashed.map((entry) => entry.title).sort()).toEqual(['X', 'Y']);
    expect(trashed.every((entry) => entry.deletedBy === 'editor@example.com')).toBe(true);
    expect((await activityAbout('deleted', ids)).length).toBe(2);
    expect(await eventsSince(queued)).toEqual(Array(2).fill('podcast.deleted'));
  });

  it('refuses an unknown id with 400 naming it, and writes nothing', async () => {
    const [a, b] = [await addPodcast('A'), await addPodcast('B')];
    const queued = await deliveries();
    const res = await bulk({ action: 'publish', ids: [a, 'no-such-id', b] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `ids.1: ${orderMessages.unknown}`,
      issues: [{ path: 'ids.1', message: orderMessages.unknown }],
    });
    const deleting = await bulk({ action: 'delete', ids: [a, b, 'gone-too'] });
    expect(deleting.statusCode).toBe(400);
    const now = await stored();
    expect([now.get(a)?.status, now.get(b)?.status]).toEqual(['draft', 'draft']);
    expect(await versionsOf(a)).toBe(1);
    expect(await activityAbout('published', [a, b])).toEqual([]);
    expect(await activityAbout('deleted', [a, b])).toEqual([]);
    expect(await eventsSince(queued)).toEqual([]);
  });

  it('is one transaction: a write failing on the last record leaves the others as they were', async () => {
    const ids = [await addPodcast('First'), await addPodcast('Second'), await addPodcast('Third')];
    const failing = ids[2] ?? '';
    const queued = await deliveries();
    // A real fault in the database itself: it refuses to update the third record.
    const database = await connectDatabase(databaseConfig(t.config));
    const fault =
      testDialect === 'postgres'
        ? [
            sql`CREATE FUNCTION bulk_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`,
            sql`CREATE TRIGGER bulk_fault BEFORE UPDATE ON content_podcast FOR EACH ROW WHEN (OLD.id = ${sql.lit(failing)}) EXECUTE FUNCTION bulk_fault()`,
          ]
        : [
            sql`CREATE TRIGGER bulk_fault BEFORE UPDATE ON content_podcast WHEN OLD.id = ${sql.lit(failing)} BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
          ];
    try {
      for (const statement of fault) await statement.execute(database.db);
      const res = await bulk({ action: 'publish', ids });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorBody(messages.server.internal));
    } finally {
      await sql`DROP TRIGGER bulk_fault ${sql.raw(testDialect === 'postgres' ? 'ON content_podcast' : '')}`.execute(
        database.db,
      );
      if (testDialect === 'postgres') await sql`DROP FUNCTION bulk_fault()`.execute(database.db);
      await database.close();
    }
    const now = await stored();
    expect(ids.map((id) => now.get(id)?.status)).toEqual(['draft', 'draft', 'draft']);
    expect(await Promise.all(ids.map(versionsOf))).toEqual([1, 1, 1]);
    expect(await activityAbout('published', ids)).toEqual([]);
    expect(await eventsSince(queued)).toEqual([]);
    // With the fault gone, the same action goes through.
    expect((await bulk({ action: 'publish', ids })).json().done).toBe(3);
  });

  it('acts on every record matching the list’s search and status, found by the server', async () => {
    const needles: string[] = [];
    for (let i = 1; i <= 23; i++) needles.push(await addPodcast(`Needle ${i}`));
    const published = await addPodcast('Needle published', 'published');
    const other = await addPodcast('Haystack');

    const res = await bulk({ action: 'publish', matching: { search: 'NEEDLE', status: 'draft' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ done: 23, skipped: [] });
    const now = await stored();
    expect(needles.every((id) => now.get(id)?.status === 'published')).toBe(true);
    expect(now.get(other)?.status).toBe('draft');
    expect((await activityAbout('published', needles)).length).toBe(23);
    expect((await activityAbout('published', [published])).length).toBe(1);

    // `{}`: every record of the type.
    const all = await bulk({ action: 'delete', matching: {} });
    expect(all.json()).toMatchObject({ done: 25 });
    expect((await stored()).size).toBe(0);
  });

  it.each([
    ['an unknown action', { action: 'archive', ids: ['a'] }, 'action', bulkMessages.badAction],
    ['no action', { ids: ['a'] }, 'action', bulkMessages.badAction],
    ['no ids', { action: 'publish', ids: [] }, 'ids', bulkMessages.noIds],
    ['ids that are not a list', { action: 'publish', ids: 'a,b' }, 'ids', bulkMessages.noIds],
    [
      'too many ids',
      { action: 'publish', ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => `id-${i}`) },
      'ids',
      bulkMessages.tooMany,
    ],
    ['an id twice', { action: 'delete', ids: ['a', 'b', 'a'] }, 'ids.2', orderMessages.twice],
    ['neither ids nor matching', { action: 'publish' }, 'ids', bulkMessages.idsOrMatching],
    [
      'both ids and matching',
      { action: 'publish', ids: ['a'], matching: {} },
      'ids',
      bulkMessages.idsOrMatching,
    ],
    [
      'an unknown status filter',
      { action: 'publish', matching: { status: 'gone' } },
      'matching.status',
      publishMessages.badStateFilter,
    ],
    [
      'a search that is no text',
      { action: 'publish', matching: { search: 7 } },
      'matching.search',
      publishMessages.badSearch,
    ],
    ['an id that is no text', { action: 'publish', ids: [7] }, 'ids.0', bulkMessages.badId],
  ])('refuses %s with 400 and the issue', async (_, body, path, message) => {
    const res = await bulk(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('refuses a body that is no object, or none, with a JSON 400', async () => {
    for (const payload of ['null', '[]', '"publish"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/podcastbulk',
        payload,
        headers: { ...authHeaders(editorToken), 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/podcastbulk',
      headers: authHeaders(editorToken),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(expect.any(String));
  });

  it('refuses a filter nothing matches with 400', async () => {
    await addPodcast('Something');
    const res = await bulk({ action: 'delete', matching: { search: 'nothing like it' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `matching: ${bulkMessages.noneMatching}`,
      issues: [{ path: 'matching', message: bulkMessages.noneMatching }],
    });
    expect((await stored()).size).toBe(1);
  });

  it('is for editors, admins and tokens with content:write: 401 and 403 otherwise', async () => {
    const id = await addPodcast('Guarded');
    const anonymous = await bulk({ action: 'delete', ids: [id] }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.server.unauthorized));

    for (const scopes of [['content:read'], ['inbox:read']]) {
      const refused = await bulk(
        { action: 'delete', ids: [id] },
        authHeaders(await tokenWith(scopes)),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorBody(messages.server.forbidden));
    }
    expect((await stored()).has(id)).toBe(true);

    const writer = await tokenWith(['content:read', 'content:write']);
    const published = await bulk({ action: 'publish', ids: [id] }, authHeaders(writer));
    expect(published.statusCode, published.body).toBe(200);
    const byAdmin = await bulk({ action: 'delete', ids: [id] }, authHeaders(adminToken));
    expect(byAdmin.json()).toMatchObject({ done: 1 });
  });
});

describe('a bulk action by a token without content:read', () => {
  it('names only public records in `skipped`, never a draft, in its summary too', async () => {
    const draft = await addPodcast('Secret draft');
    const live = await addPodcast('Live', 'published');
    const writer = authHeaders(await tokenWith(['content:write']));
    const unpublished = await bulk({ action: 'unpublish', ids: [draft] }, writer);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toEqual({
      message: bulkMessages.summary('unpublish', 0, 0),
      done: 0,
      skipped: [],
    });
    const published = await bulk({ action: 'publish', ids: [live, draft] }, writer);
    expect(published.json()).toEqual({
      message: bulkMessages.summary('publish', 1, 1),
      done: 1,
      skipped: [live],
    });
    // With content:read the same action names the draft it skipped.
    const other = await addPodcast('Other draft');
    const reader = authHeaders(await tokenWith(['content:read', 'content:write']));
    expect((await bulk({ action: 'unpublish', ids: [other] }, reader)).json()).toMatchObject({
      skipped: [other],
    });
  });

  it('refuses `matching` with 403: the filter would search the drafts', async () => {
    const draft = await addPodcast('Secret draft');
    const writer = authHeaders(await tokenWith(['content:write']));
    for (const matching of [{ status: 'draft' }, { search: 'secret' }, {}]) {
      const refused = await bulk({ action: 'publish', matching }, writer);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual(errorBody(messages.server.forbidden));
    }
    const overTrpc = await trpcMutate(
      t.app,
      'content.podcast.bulk',
      { action: 'publish', matching: { status: 'draft' } },
      writer,
    );
    expect(overTrpc.statusCode).toBe(403);
    expect((await stored()).get(draft)?.status).toBe('draft');
  });
});

describe('content.<type>.bulk over tRPC', () => {
  it('publishes by ids and by matching, as REST does', async () => {
    const [a, b] = [await addPodcast('Tee one'), await addPodcast('Tee two')];
    const byIds = await trpcMutate(
      t.app,
      'content.podcast.bulk',
      { action: 'publish', ids: [a] },
      authHeaders(editorToken),
    );
    expect(trpcData(byIds)).toEqual({ message: '1 record published', done: 1, skipped: [] });
    const matching = await trpcMutate(
      t.app,
      'content.podcast.bulk',
      { action: 'unpublish', matching: { search: 'tee' } },
      authHeaders(editorToken),
    );
    expect(trpcData(matching)).toEqual({
      message: '1 record unpublished (1 record already a draft)',
      done: 1,
      skipped: [b],
    });
    expect((await activityAbout('unpublished', [a, b])).map((entry) => entry.recordId)).toEqual([
      a,
    ]);
  });

  it('refuses an unknown id with 400 and its issue, anonymous callers with 401, readers with 403', async () => {
    const a = await addPodcast('Kept');
    const bad = await trpcMutate(
      t.app,
      'content.podcast.bulk',
      { action: 'delete', ids: [a, 'no-such-id'] },
      authHeaders(editorToken),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TrpcError>().error.data.issues).toEqual([
      { path: 'ids.1', message: orderMessages.unknown },
    ]);
    const anonymous = await trpcMutate(t.app, 'content.podcast.bulk', {
      action: 'delete',
      ids: [a],
    });
    expect(anonymous.statusCode).toBe(401);
    const reader = await tokenWith(['content:read']);
    const forbidden = await trpcMutate(
      t.app,
      'content.podcast.bulk',
      { action: 'delete', ids: [a] },
      authHeaders(reader),
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await stored()).has(a)).toBe(true);
  });
});
