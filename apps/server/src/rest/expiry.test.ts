import {
  type AuditEntry,
  type CreatedWebhook,
  publishMessages,
  type Revision,
  type WebhookDelivery,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authHeaders, createAppWithEditor, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
/**
 * The app's clock: the tests move it to see a schedule or an expiry come. It starts at the real
 * time, which the database's write times (updatedAt) follow.
 */
let clock = Date.now();
/** WEBHOOK_POLL_MS here: the schedule clock's tick. */
const POLL_MS = 20;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(clock + hours * HOUR).toISOString();

interface Managed {
  _id: string;
  title: string;
  status: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });
const ids = (body: { _id: string }[]) => body.map((record) => record._id);
const publicIds = async () => ids((await get('/api/podcastdisplay')).json());
const managed = async (id: string) =>
  (await get(`/api/podcastview/${id}?status=all`, editorToken)).json<Managed>();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: authHeaders(editorToken) });

async function create(body: object): Promise<string> {
  const res = await post('/api/podcast', { ...sampleInput('podcast'), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json<{ _id: string }>()._id);
}

const update = (id: string, body: object) =>
  post(`/api/podcastupdate/${id}`, { ...sampleInput('podcast', 2), ...body });

/** The events told to a webhook, newest first. */
async function deliveries(webhook: string): Promise<string[]> {
  const res = await trpcQuery(
    t.app,
    'webhooks.deliveries',
    { id: webhook },
    authHeaders(adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
  return trpcData<WebhookDelivery[]>(res).map((delivery) => delivery.event);
}

/** A webhook of its own for one test, removed when the test ends. */
async function webhookFor(events: string[]): Promise<string> {
  const hook = await trpcMutate(
    t.app,
    'webhooks.create',
    { url: 'http://127.0.0.1:9/hook', events },
    authHeaders(adminToken),
  );
  expect(hook.statusCode, hook.body).toBe(200);
  const id = trpcData<CreatedWebhook>(hook).webhook._id;
  onTestFinished(async () => {
    await trpcMutate(t.app, 'webhooks.delete', { id }, authHeaders(adminToken));
  });
  return id;
}

/** Until a tick has queued exactly `events` for the webhook: generous, for a busy machine. */
const untilTold = (webhook: string, events: string[]) =>
  vi.waitFor(async () => expect(await deliveries(webhook)).toEqual(events), {
    timeout: 20_000,
    interval: 50,
  });

/** A few of the clock's ticks, for what must not happen. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));

async function unpublishedEntries(id: string): Promise<AuditEntry[]> {
  const log = await get('/api/auditdisplay?action=unpublished', adminToken);
  expect(log.statusCode, log.body).toBe(200);
  return log.json<AuditEntry[]>().filter((entry) => entry.recordId === id);
}

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    now: () => clock,
    // Deliveries are only queued here: the address is never reached.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: String(POLL_MS) },
  }));
});

afterAll(async () => {
  await t?.close();
});

describe('expiry', () => {
  it('a published record leaves every public read when its unpublishAt comes, with a new ETag, told once', async () => {
    const webhook = await webhookFor(['podcast.unpublished']);

    const unpublishAt = inHours(1);
    const id = await create({ title: 'Expiring', unpublishAt });
    expect(await managed(id)).toMatchObject({ status: 'published', unpublishAt });
    const before = await get('/api/podcastdisplay');
    expect(ids(before.json())).toContain(id);
    const view = await get(`/api/podcastview/${id}`);
    expect(view.statusCode).toBe(200);

    clock += HOUR - 1;
    expect(await publicIds()).toContain(id);
    expect(await deliveries(webhook)).toEqual([]);

    // The first read after the moment leaves it out, and unpublishes it (or the clock did).
    clock += 1;
    const due = await get('/api/podcastdisplay');
    expect(ids(due.json())).not.toContain(id);
    expect(due.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/podcastview/${id}`)).statusCode).toBe(404);
    const page = await trpcQuery(t.app, 'content.podcast.page', { limit: 100 });
    expect(ids(trpcData<{ items: Managed[] }>(page).items)).not.toContain(id);
    expect((await trpcQuery(t.app, 'content.podcast.get', { id })).statusCode).toBe(404);

    // A draft now, its expiry spent; its history says why.
    expect(await managed(id)).toMatchObject({ status: 'draft', unpublishAt: null });
    const history = await get(`/api/podcastrevisions/${id}`, editorToken);
    const versions = history.json<Revision[]>();
    expect(versions[0]).toMatchObject({ status: 'draft', note: 'expired', author: null });
    expect(versions[1]).toMatchObject({ status: 'published', unpublishAt });

    // Told once, however many reads follow.
    await publicIds();
    clock += HOUR;
    await publicIds();
    expect(await deliveries(webhook)).toEqual(['podcast.unpublished']);
    const entries = await unpublishedEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: null, type: 'podcast', title: 'Expiring' });
  });

  it('a record with an expiry ahead stays public; one scheduled and expiring shows only between', async () => {
    const id = await create({ publishAt: inHours(1), unpublishAt: inHours(2) });
    expect(await publicIds()).not.toContain(id);
    clock += HOUR;
    expect(await publicIds()).toContain(id);
    clock += HOUR;
    expect(await publicIds()).not.toContain(id);
    expect((await managed(id)).status).toBe('draft');
  });

  it('leaves the sitemap’s date of the page once due', async () => {
    const created = await post('/api/gallery', {
      imageUrl: '/media/home/about.svg',
      title: 'Expiring picture',
      unpublishAt: inHours(1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { updatedAt } = created.json<{ updatedAt: string }>();
    const sitemap = async () =>
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'studio.test' } }))
        .body;
    expect(await sitemap()).toContain(`<lastmod>${updatedAt}</lastmod>`);
    clock += HOUR;
    expect(await sitemap()).toContain('<url><loc>http://studio.test/gallery</loc></url>');
  });

  it('unpublishAt: null clears the expiry (REST update), and an update keeps it when left out', async () => {
    const id = await create({ unpublishAt: inHours(1) });
    expect((await update(id, { title: 'Kept expiry' })).statusCode).toBe(200);
    expect((await managed(id)).unpublishAt).toBe(inHours(1));
    const cleared = await update(id, { unpublishAt: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await managed(id)).unpublishAt).toBeNull();
    clock += 2 * HOUR;
    expect(await publicIds()).toContain(id);
  });

  it('over tRPC: create and update set it, the answer carries it, and it comes due the same way', async () => {
    const created = await trpcMutate(
      t.app,
      'content.podcast.create',
      { ...sampleInput('podcast'), title: 'tRPC expiry', unpublishAt: inHours(3) },
      authHeaders(editorToken),
    );
    expect(created.statusCode, created.body).toBe(200);
    const record = trpcData<Managed & { version: number }>(created);
    expect(record).toMatchObject({ status: 'published', unpublishAt: inHours(3) });

    const updated = await trpcMutate(
      t.app,
      'content.podcast.update',
      {
        id: record._id,
        data: { ...sampleInput('podcast', 2), unpublishAt: '2030-01-01T10:00:00+02:00' },
      },
      authHeaders(editorToken),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(trpcData<Managed>(updated).unpublishAt).toBe('2030-01-01T08:00:00.000Z');

    const back = await trpcMutate(
      t.app,
      'content.podcast.update',
      { id: record._id, data: { ...sampleInput('podcast', 2), unpublishAt: inHours(1) } },
      authHeaders(editorToken),
    );
    expect(back.statusCode, back.body).toBe(200);
    const list = async () =>
      ids(trpcData<Managed[]>(await trpcQuery(t.app, 'content.podcast.list', undefined)));
    expect(await list()).toContain(record._id);
    clock += HOUR;
    expect(await list()).not.toContain(record._id);
  });
});

describe('kept by history and the trash', () => {
  it('a version restored puts its expiry back; so does a restore from the trash', async () => {
    const unpublishAt = inHours(5);
    const id = await create({ title: 'Kept expiry', unpublishAt });
    expect((await update(id, { unpublishAt: null })).statusCode).toBe(200);
    const versions = (await get(`/api/podcastrevisions/${id}`, editorToken)).json<Revision[]>();
    const first = versions.at(-1);
    expect(first?.unpublishAt).toBe(unpublishAt);
    const restored = await post(`/api/podcastrestore/${id}`, { revision: first?._id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await managed(id)).unpublishAt).toBe(unpublishAt);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${id}`,
      headers: authHeaders(adminToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const back = await post(`/api/trashrestore/podcast/${id}`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(await managed(id)).toMatchObject({ status: 'published', unpublishAt });
  });
});

describe('bad input', () => {
  it.each([
    ['unpublishAt not a date', { unpublishAt: 'next week' }, publishMessages.badTime],
    ['unpublishAt without a zone', { unpublishAt: '2030-01-01T10:00:00' }, publishMessages.badTime],
    [
      'unpublishAt before publishAt',
      { publishAt: '2030-01-02T10:00:00Z', unpublishAt: '2030-01-01T10:00:00Z' },
      publishMessages.unpublishNotAfterPublish,
    ],
    [
      'unpublishAt at publishAt',
      { publishAt: '2030-01-01T10:00:00Z', unpublishAt: '2030-01-01T12:00:00+02:00' },
      publishMessages.unpublishNotAfterPublish,
    ],
  ])('refuses %s with 400 on create (REST and tRPC), storing nothing', async (_, body, message) => {
    const before = (await get('/api/podcastdisplay?status=all', editorToken)).json<unknown[]>();
    const res = await post('/api/podcast', { ...sampleInput('podcast'), ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: `unpublishAt: ${message}`,
      issues: [{ path: 'unpublishAt', message }],
    });
    const trpc = await trpcMutate(
      t.app,
      'content.podcast.create',
      { ...sampleInput('podcast'), ...body },
      authHeaders(editorToken),
    );
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain(message);
    const after = (await get('/api/podcastdisplay?status=all', editorToken)).json<unknown[]>();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an update whose unpublishAt would not come after the stored publishAt (REST and tRPC)', async () => {
    const id = await create({ publishAt: '2030-01-02T10:00:00Z' });
    const res = await update(id, { unpublishAt: '2030-01-01T10:00:00Z' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'unpublishAt', message: publishMessages.unpublishNotAfterPublish },
    ]);
    const trpc = await trpcMutate(
      t.app,
      'content.podcast.update',
      { id, data: { ...sampleInput('podcast', 2), unpublishAt: '2030-01-01T10:00:00Z' } },
      authHeaders(editorToken),
    );
    expect(trpc.statusCode).toBe(400);
    expect(await managed(id)).toMatchObject({ unpublishAt: null, version: 1 });
    // Moving the schedule before a stored expiry's time is checked as well.
    const ok = await update(id, { unpublishAt: '2030-01-03T10:00:00Z' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await update(id, { publishAt: '2030-01-04T10:00:00Z' })).statusCode).toBe(400);
  });
});

describe('scheduled changes are told when they come, read or not', () => {
  beforeAll(async () => {
    // The records of the tests above come due first, before any webhook here listens: a read
    // settles them all at once.
    clock += 30 * 24 * HOUR;
    await publicIds();
  });

  it('a scheduled record sends podcast.published once at its moment; its version stays', async () => {
    const webhook = await webhookFor(['podcast.published']);
    const id = await create({ title: 'Scheduled', publishAt: inHours(1) });
    const before = await managed(id);
    await ticks();
    expect(await deliveries(webhook)).toEqual([]);

    clock += HOUR;
    await untilTold(webhook, ['podcast.published']);
    await ticks();
    expect(await deliveries(webhook)).toEqual(['podcast.published']);
    expect(await managed(id)).toEqual(before);
    const log = await t.app.inject({
      url: '/api/auditdisplay?action=published',
      headers: authHeaders(adminToken),
    });
    const entries = log.json<{ recordId: string; actor: string | null }[]>();
    expect(entries.filter((entry) => entry.recordId === id)).toEqual([
      expect.objectContaining({ actor: null }),
    ]);
  });

  it('a record published at once is told by its write alone', async () => {
    const webhook = await webhookFor(['podcast.published']);
    await create({ title: 'At once' });
    await ticks();
    clock += HOUR;
    await ticks();
    expect(await deliveries(webhook)).toEqual(['podcast.published']);
  });

  it('a record rescheduled before its moment is told once, at the new moment', async () => {
    const webhook = await webhookFor(['podcast.published']);
    const id = await create({ title: 'Moved', publishAt: inHours(1) });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/podcastupdate/${id}`,
      payload: { ...sampleInput('podcast', 2), publishAt: inHours(2) },
      headers: authHeaders(editorToken),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock += HOUR;
    await ticks();
    expect(await deliveries(webhook)).toEqual([]);
    clock += HOUR;
    await untilTold(webhook, ['podcast.published']);
  });

  it('an expiry sends podcast.unpublished at its moment, with no read', async () => {
    const webhook = await webhookFor(['podcast.unpublished']);
    const id = await create({ title: 'Expiring', unpublishAt: inHours(1) });
    await ticks();
    expect(await deliveries(webhook)).toEqual([]);
    clock += HOUR;
    await untilTold(webhook, ['podcast.unpublished']);
    expect((await managed(id)).status).toBe('draft');
  });
});
