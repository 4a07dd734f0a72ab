import { createHmac, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  type CreatedWebhook,
  messages,
  type WebhookDelivery,
  type WebhookSummary,
} from '@studio/contracts';
import { connectDatabase, insertWebhook } from '@studio/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { databaseConfig } from '../database';
import { activityOf } from '../test-support/admin-calls';
import {
  ADMIN,
  authHeaders,
  createAppWithEditor,
  createTestApp,
  registerAdmin,
  type TestApp,
  tempDir,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type Receiver, startReceiver } from '../test-support/receiver';
import { contactInput } from '../test-support/samples';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

/** Receivers on 127.0.0.1, and a worker quick enough for a test. */
const WEBHOOK_ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '50', LOG_LEVEL: 'info' };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The README's verification snippet, typed: what a receiver does with each request. */
function verifyWebhook(secret: string, header: string | undefined, rawBody: string) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false; // replayed or stale
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
}

let t: TestApp;
let adminToken: string;
let editorToken: string;
const receivers: Receiver[] = [];

async function createWebhook(app: TestApp, token: string, input: object) {
  const res = await trpcMutate(app.app, 'webhooks.create', input, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: CreatedWebhook } }>().result.data;
}

/** A receiver and a webhook to it, subscribed to `events`. */
async function hook(events: string[], secret?: string) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const created = await createWebhook(t, adminToken, { url: receiver.url, events, secret });
  return { receiver, ...created };
}

async function deliveriesOf(app: TestApp, token: string, id: string) {
  const res = await trpcQuery(app.app, 'webhooks.deliveries', { id }, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: WebhookDelivery[] } }>().result.data;
}

/** Targets refused even with WEBHOOK_ALLOW_PRIVATE=true: no receiver lives there. */
const NEVER_TARGETS = [
  'http://224.0.0.1/hook',
  'http://255.255.255.255/hook',
  'http://240.0.0.1/hook',
  'http://198.18.0.1/hook',
  'http://192.0.0.1/hook',
  'http://192.0.2.1/hook',
  'http://[ff02::1]/hook',
  'http://[100::1]/hook',
  'http://[2001:db8::1]/hook',
  'http://[::ffff:224.0.0.1]/hook',
];

/** The issues of a refused create (a 400); an accepted one fails the test. */
async function refusal(app: TestApp, token: string, url: string) {
  const res = await trpcMutate(
    app.app,
    'webhooks.create',
    { url, events: ['*'] },
    authHeaders(token),
  );
  expect(res.statusCode, res.body).toBe(400);
  return res.json<TrpcError>().error.data.issues;
}

const waitFor = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

const mutate = async (path: string, input: unknown, token = adminToken) => {
  const res = await trpcMutate(t.app, path, input, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: Record<string, unknown> } }>().result.data;
};

/** Changes deliveries behind the app's back (another process, or time passing). */
async function updateDeliveries(config: Config, set: { nextAttemptAt: string }) {
  const database = await connectDatabase(databaseConfig(config));
  try {
    await database.db.updateTable('webhook_delivery').set(set).execute();
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ env: WEBHOOK_ENV }));
});
afterEach(async () => {
  const res = await trpcQuery(t.app, 'webhooks.list', undefined, authHeaders(adminToken));
  for (const { _id } of res.json<{ result: { data: WebhookSummary[] } }>().result.data) {
    await mutate('webhooks.delete', { id: _id });
  }
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  await t?.close();
});

describe('webhooks: deliveries', () => {
  it('sends a signed {event, type, record, at} after a content create', async () => {
    const secret = 'a shared secret of some length';
    const { receiver, webhook, secret: shown } = await hook(['podcast.created'], secret);
    expect(shown).toBe(secret);
    const record = await mutate('content.podcast.create', sampleInput('podcast'));
    await waitFor(() => expect(receiver.received).toHaveLength(1));
    const [request] = receiver.received;
    expect(
      verifyWebhook(
        secret,
        request?.headers['x-studio-signature']?.toString(),
        request?.body ?? '',
      ),
    ).toBe(true);
    expect(
      verifyWebhook(
        'another secret!!',
        request?.headers['x-studio-signature']?.toString(),
        request?.body ?? '',
      ),
    ).toBe(false);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      event: 'podcast.created',
      type: 'podcast',
      record,
      at: expect.stringMatching(ISO),
    });
    await waitFor(async () =>
      expect(await deliveriesOf(t, adminToken, webhook._id)).toEqual([
        {
          _id: expect.any(String),
          webhookId: webhook._id,
          event: 'podcast.created',
          status: 'delivered',
          attempts: 1,
          nextAttemptAt: expect.stringMatching(ISO),
          lastStatus: 200,
          lastError: null,
          createdAt: expect.stringMatching(ISO),
          deliveredAt: expect.stringMatching(ISO),
        },
      ]),
    );
    // The worker logs once the delivery is recorded: the row can be read before the line is out.
    await waitFor(() =>
      expect(t.logs()).toContainEqual(
        expect.objectContaining({
          msg: 'webhook delivery',
          webhook: webhook._id,
          event: 'podcast.created',
          status: 200,
          attempt: 1,
        }),
      ),
    );
  });

  it('queues only the events a pattern covers', async () => {
    const updates = await hook(['*.updated']);
    const podcasts = await hook(['podcast.*']);
    const everything = await hook(['*']);
    const { _id } = await mutate('content.podcast.create', sampleInput('podcast'));
    await mutate('content.podcast.update', { id: _id, data: sampleInput('podcast', 2) });
    await mutate('content.podcast.delete', { id: _id });
    await mutate('content.music.create', sampleInput('music'));
    const events = async (id: string) =>
      (await deliveriesOf(t, adminToken, id)).map((delivery) => delivery.event);
    expect(await events(updates.webhook._id)).toEqual(['podcast.updated']);
    expect(await events(podcasts.webhook._id)).toEqual([
      'podcast.deleted',
      'podcast.updated',
      'podcast.published',
      'podcast.created',
    ]);
    expect(await events(everything.webhook._id)).toEqual([
      'music.published',
      'music.created',
      'podcast.deleted',
      'podcast.updated',
      'podcast.published',
      'podcast.created',
    ]);
    await waitFor(() => expect(updates.receiver.received).toHaveLength(1));
    expect(JSON.parse(updates.receiver.received[0]?.body ?? '')).toMatchObject({
      event: 'podcast.updated',
      record: { _id, ...sampleInput('podcast', 2) },
    });
  });

  it('sends contact.created with the stored message', async () => {
    const { receiver } = await hook(['contact.created']);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput });
    expect(res.statusCode).toBe(201);
    await waitFor(() => expect(receiver.received).toHaveLength(1));
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual({
      event: 'contact.created',
      type: 'contact',
      record: res.json(),
      at: expect.stringMatching(ISO),
    });
  });

  it('resends a delivery as a new one with the same body', async () => {
    const { receiver, webhook } = await hook(['music.created']);
    await mutate('content.music.create', sampleInput('music'));
    await waitFor(() => expect(receiver.received).toHaveLength(1));
    const [first] = await deliveriesOf(t, adminToken, webhook._id);
    const resent = await mutate('webhooks.resend', { id: first?._id });
    expect(resent).toMatchObject({ status: 'pending', attempts: 0, event: 'music.created' });
    expect(resent._id).not.toBe(first?._id);
    await waitFor(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    expect(receiver.received[1]?.headers['x-studio-delivery']).toBe(resent._id);
    const unknown = await trpcMutate(
      t.app,
      'webhooks.resend',
      { id: 'nope' },
      authHeaders(adminToken),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('webhooks: WEBHOOK_ALLOW_PRIVATE=true', () => {
  it.each(NEVER_TARGETS)('still refuses %s with 400 on url', async (url) => {
    expect(await refusal(t, adminToken, url)).toEqual([
      { path: 'url', message: messages.webhooks.privateAddress },
    ]);
  });

  it.each(['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::1]:9/hook'])(
    'allows %s',
    async (url) => {
      const { webhook } = await createWebhook(t, adminToken, { url, events: ['slider.deleted'] });
      expect(webhook.url).toBe(url);
    },
  );
});

describe('webhooks: management', () => {
  it('lists without the secret; a generated secret is shown once; delete', async () => {
    const { webhook, secret } = await hook(['*']);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(webhook).toEqual({
      _id: expect.any(String),
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/hook$/),
      events: ['*'],
      enabled: true,
      createdAt: expect.stringMatching(ISO),
    });
    const listed = await trpcQuery(t.app, 'webhooks.list', undefined, authHeaders(adminToken));
    expect(listed.json().result.data).toEqual([webhook]);
    expect(listed.body).not.toContain(secret);
    expect(await mutate('webhooks.delete', { id: webhook._id })).toEqual({
      message: messages.webhooks.deleted,
      _id: webhook._id,
    });
    const again = await trpcMutate(
      t.app,
      'webhooks.delete',
      { id: webhook._id },
      authHeaders(adminToken),
    );
    expect(again.statusCode).toBe(404);
  });

  it('tells the activity log and the server log who added and deleted a webhook: its host and events, no secret', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    // Many services put a secret in the path or the query: the log keeps the origin only.
    const url = `${receiver.url}/p4th-s3cret?key=qu3ry-s3cret`;
    const given = 'a signing secret given by hand';
    const { webhook } = await createWebhook(t, adminToken, {
      url,
      events: ['podcast.*', '*.deleted'],
      secret: given,
    });
    await mutate('webhooks.delete', { id: webhook._id });
    const entries = async (action: string) =>
      (await activityOf(t.app, adminToken, action)).filter(
        (entry) => entry.recordId === webhook._id,
      );
    const origin = new URL(url).origin;
    expect(await entries('webhook-created')).toEqual([
      expect.objectContaining({
        actor: ADMIN.email,
        type: 'webhook',
        title: `${origin} (podcast.*, *.deleted)`,
      }),
    ]);
    expect(await entries('webhook-deleted')).toEqual([
      expect.objectContaining({ actor: ADMIN.email, type: 'webhook', title: origin }),
    ]);
    const everything = await t.app.inject({
      method: 'GET',
      url: '/api/auditdisplay?limit=100',
      headers: authHeaders(adminToken),
    });
    for (const secret of [given, 'p4th-s3cret', 'qu3ry-s3cret']) {
      expect(everything.body).not.toContain(secret);
    }
    expect(t.logs()).toContainEqual(
      expect.objectContaining({ msg: 'webhook created', webhook: webhook._id, origin }),
    );
    const logged = JSON.stringify(t.logs());
    for (const secret of [given, 'p4th-s3cret', 'qu3ry-s3cret']) {
      expect(logged).not.toContain(secret);
    }
  });

  it.each([
    ['a URL that is not http(s)', { url: 'ftp://example.com/x', events: ['*'] }, 'url'],
    ['no URL at all', { url: 'not a url', events: ['*'] }, 'url'],
    ['no event', { url: 'https://example.com/', events: [] }, 'events'],
    ['an unknown event', { url: 'https://example.com/', events: ['podcast.exploded'] }, 'events.0'],
    ['an unknown type', { url: 'https://example.com/', events: ['unicorn.*'] }, 'events.0'],
    ['an event twice', { url: 'https://example.com/', events: ['*', '*'] }, 'events'],
    ['a short secret', { url: 'https://example.com/', events: ['*'], secret: 'short' }, 'secret'],
  ])('refuses %s with 400 and the field issue', async (_, input, path) => {
    const res = await trpcMutate(t.app, 'webhooks.create', input, authHeaders(adminToken));
    expect(res.statusCode).toBe(400);
    const issues = res.json<TrpcError>().error.data.issues ?? [];
    expect(issues).toContainEqual({ path, message: expect.any(String) });
  });

  it('is for admin accounts only: 401 anonymous, 403 for an editor and any API token', async () => {
    const input = { url: 'https://example.com/', events: ['*'] };
    expect((await trpcMutate(t.app, 'webhooks.create', input)).statusCode).toBe(401);
    expect((await trpcQuery(t.app, 'webhooks.list')).statusCode).toBe(401);
    const token = await mutate('apiTokens.create', {
      name: 'Everything',
      scopes: ['content:read', 'content:write', 'inbox:read'],
    });
    for (const bearer of [editorToken, String(token.token)]) {
      const headers = authHeaders(bearer);
      expect((await trpcMutate(t.app, 'webhooks.create', input, headers)).statusCode).toBe(403);
      expect((await trpcQuery(t.app, 'webhooks.list', undefined, headers)).statusCode).toBe(403);
      const resend = await trpcMutate(t.app, 'webhooks.resend', { id: 'x' }, headers);
      expect(resend.statusCode).toBe(403);
    }
  });
});

describe('WEBHOOK_DELIVERY_RETENTION_DAYS', () => {
  it('purges the deliveries made before then, whatever their outcome; younger ones stay', async () => {
    const DAY_MS = 86_400_000;
    let clock = Date.now();
    const timed = await createTestApp({
      now: () => clock,
      env: { ...WEBHOOK_ENV, WEBHOOK_DELIVERY_RETENTION_DAYS: '5' },
    });
    const receiver = await startReceiver();
    receivers.push(receiver);
    try {
      const token = await registerAdmin(timed.app);
      const { webhook } = await createWebhook(timed, token, {
        url: receiver.url,
        events: ['contact.created'],
      });
      const send = async () => {
        const res = await timed.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: contactInput,
        });
        expect(res.statusCode, res.body).toBe(201);
      };
      await send();
      receiver.answerNext(500);
      await send();
      await waitFor(async () =>
        expect((await deliveriesOf(timed, token, webhook._id)).map((d) => d.attempts)).toEqual([
          1, 1,
        ]),
      );
      const old = await deliveriesOf(timed, token, webhook._id);
      // The young delivery is made a few milliseconds after the old ones, on the stored clock.
      const last = Math.max(...old.map((d) => Date.parse(d.createdAt)));
      await waitFor(() => expect(Date.now()).toBeGreaterThan(last + 1));
      await send();
      const [young] = await deliveriesOf(timed, token, webhook._id);
      expect(old.map((d) => d._id)).not.toContain(young?._id);
      // Five days after the young one was made: the older ones are past the retention.
      clock = Date.parse(young?.createdAt ?? '') + 5 * DAY_MS;
      expect(await timed.app.services.webhooks.purge()).toBe(2);
      expect((await deliveriesOf(timed, token, webhook._id)).map((d) => d._id)).toEqual([
        young?._id,
      ]);
      const gone = await trpcMutate(
        timed.app,
        'webhooks.resend',
        { id: old[0]?._id },
        authHeaders(token),
      );
      expect(gone.statusCode).toBe(404);
      // A day on, the young one goes too.
      clock += DAY_MS;
      expect(await timed.app.services.webhooks.purge()).toBe(1);
      expect(await deliveriesOf(timed, token, webhook._id)).toEqual([]);
    } finally {
      await timed.close();
    }
  });
});

describe('webhooks: the SSRF guard (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let guarded: TestApp;
  let token: string;
  beforeAll(async () => {
    guarded = await createTestApp({ env: { WEBHOOK_POLL_MS: '50', LOG_LEVEL: 'info' } });
    token = await registerAdmin(guarded.app);
  });
  afterEach(async () => {
    // A target wrongly accepted is gone before any event could send it something.
    const res = await trpcQuery(guarded.app, 'webhooks.list', undefined, authHeaders(token));
    for (const { _id } of res.json<{ result: { data: WebhookSummary[] } }>().result.data) {
      await trpcMutate(guarded.app, 'webhooks.delete', { id: _id }, authHeaders(token));
    }
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data',
    // IPv4 carried in IPv6: compatible, SIIT, NAT64 (both prefixes), 6to4, Teredo.
    'http://[::7f00:1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[::ffff:0:7f00:1]/hook',
    'http://[64:ff9b::a9fe:a9fe]/hook',
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[2001:0:7f00:1::ffff:ffff]/hook',
    // Multicast, broadcast, reserved, benchmarking, documentation, discard.
    ...NEVER_TARGETS,
  ])('refuses %s with 400 on url', async (url) => {
    expect(await refusal(guarded, token, url)).toEqual([
      { path: 'url', message: messages.webhooks.privateAddress },
    ]);
  });

  it('fails a delivery to a private address without sending it', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    // Registered while private targets were allowed (another process, an earlier setting).
    const database = await connectDatabase(databaseConfig(guarded.config));
    try {
      await insertWebhook(database.db, { url: receiver.url, events: '*', secret: 'x'.repeat(20) });
    } finally {
      await database.close();
    }
    await trpcMutate(guarded.app, 'content.music.create', sampleInput('music'), authHeaders(token));
    await waitFor(() =>
      expect(guarded.logs()).toContainEqual(
        expect.objectContaining({
          msg: 'webhook delivery',
          status: null,
          error: messages.webhooks.privateAddress,
        }),
      ),
    );
    expect(receiver.received).toEqual([]);
  });
});

describe('webhooks: retries survive a restart', () => {
  it('retries a 500, across a restart, until the receiver accepts', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    receiver.answerNext(500);
    const dataDir = tempDir();
    const first = await createTestApp({ dataDir, env: WEBHOOK_ENV });
    try {
      const token = await registerAdmin(first.app);
      const { webhook } = await createWebhook(first, token, {
        url: receiver.url,
        events: ['slider.created'],
      });
      const created = await trpcMutate(
        first.app,
        'content.slider.create',
        sampleInput('slider'),
        authHeaders(token),
      );
      expect(created.statusCode, created.body).toBe(200);
      await waitFor(async () =>
        expect(await deliveriesOf(first, token, webhook._id)).toMatchObject([
          { status: 'pending', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' },
        ]),
      );
      const [pending] = await deliveriesOf(first, token, webhook._id);
      // The first retry waits 10 s.
      expect(Date.parse(pending?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() + 5_000);
      await first.app.close();
      // Time passes while the server is down: the retry is due when it starts again.
      await updateDeliveries(first.config, { nextAttemptAt: new Date().toISOString() });
      const second = await createTestApp({ dataDir, env: WEBHOOK_ENV });
      try {
        await waitFor(async () =>
          expect(await deliveriesOf(second, token, webhook._id)).toMatchObject([
            { status: 'delivered', attempts: 2, lastStatus: 200, lastError: null },
          ]),
        );
        expect(receiver.received).toHaveLength(2);
        expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
        expect(second.logs()).toContainEqual(
          expect.objectContaining({ msg: 'webhook delivery', status: 200, attempt: 2 }),
        );
      } finally {
        await second.close();
      }
      expect(first.logs()).toContainEqual(
        expect.objectContaining({ msg: 'webhook delivery', status: 500, attempt: 1 }),
      );
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
