import type { CreatedWebhook, WebhookDelivery } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authHeaders, createAppWithEditor, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
/**
 * The app's clock: the tests move it past a schedule or an expiry, and never read content. It
 * starts at the real time, which the database's write times (updatedAt) follow.
 */
let clock = Date.now();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(clock + hours * HOUR).toISOString();
/** WEBHOOK_POLL_MS here: the clock's tick. */
const POLL_MS = 20;

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

/** The events queued for a webhook, newest first (each test's webhook sees its own record). */
async function deliveries(webhook: string): Promise<string[]> {
  const res = await trpcQuery(
    t.app,
    'webhooks.deliveries',
    { id: webhook },
    authHeaders(adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
  return trpcData<WebhookDelivery[]>(res).map(({ event }) => event);
}

/** The record's version and publishing as the admin reads it (not a public read). */
async function managed(id: string) {
  const res = await t.app.inject({
    url: `/api/podcastview/${id}?status=all`,
    headers: authHeaders(editorToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; version: number }>();
}

async function create(body: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: { ...sampleInput('podcast'), ...body },
    headers: authHeaders(editorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json<{ _id: string }>()._id);
}

/** Until a tick has told it: generous, for a busy machine. */
const UNTIL_TOLD = { timeout: 20_000, interval: 50 };

/** A few of the clock's ticks, for what must not happen. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));

describe('scheduled changes are told when they come, read or not', () => {
  it('a scheduled record sends podcast.published once at its moment; its version stays', async () => {
    const webhook = await webhookFor(['podcast.published']);
    const id = await create({ title: 'Scheduled', publishAt: inHours(1) });
    const before = await managed(id);
    await ticks();
    expect(await deliveries(webhook)).toEqual([]);

    clock += HOUR;
    await vi.waitFor(
      async () => expect(await deliveries(webhook)).toEqual(['podcast.published']),
      UNTIL_TOLD,
    );
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
    await vi.waitFor(
      async () => expect(await deliveries(webhook)).toEqual(['podcast.published']),
      UNTIL_TOLD,
    );
  });

  it('an expiry sends podcast.unpublished at its moment, with no read', async () => {
    const webhook = await webhookFor(['podcast.unpublished']);
    const id = await create({ title: 'Expiring', unpublishAt: inHours(1) });
    await ticks();
    expect(await deliveries(webhook)).toEqual([]);
    clock += HOUR;
    await vi.waitFor(
      async () => expect(await deliveries(webhook)).toEqual(['podcast.unpublished']),
      UNTIL_TOLD,
    );
    expect((await managed(id)).status).toBe('draft');
  });
});
