import { rmSync } from 'node:fs';
import { builtinRecords } from '@studio/content';
import {
  type CreatedWebhook,
  contentTypeNames,
  contentTypes,
  messages,
  passkeyMessages,
  type WebhookDelivery,
} from '@studio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  adminHeaders,
  authHeaders,
  createTestApp,
  HOST,
  login,
  registerAdmin,
  SAME_ORIGIN,
  type TestApp,
  tempDir,
} from './test-support/app';
import { sampleInput } from './test-support/content';
import { contactInput } from './test-support/samples';
import { codeAt, enrolTotp, STEP_MS } from './test-support/totp';
import { trpcData, trpcMutate, trpcQuery } from './test-support/trpc';
import { SoftAuthenticator } from './test-support/webauthn';

/**
 * Two server instances on one PostgreSQL database, as two processes behind a load balancer
 * would be: nothing but the database is shared between them.
 */
let apps: TestApp[] = [];
let dataDir: string | undefined;

/** Two apps starting at once on one new database (both given one data folder and clock). */
async function twoServers(env: Record<string, string> = {}, now?: () => number) {
  dataDir = tempDir();
  const options = { dataDir, env, ...(now ? { now } : {}) };
  const [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
  apps = [a, b];
  return { a: a.app, b: b.app };
}

afterEach(async () => {
  for (const t of apps) await t.close();
  apps = [];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('several servers on one PostgreSQL database', () => {
  it('start together on an empty database: it is migrated and seeded once', async () => {
    const { a, b } = await twoServers({ SEED_DEMO: 'true' });
    for (const type of contentTypeNames) {
      const url = `/api/${contentTypes[type].stem}display`;
      const [fromA, fromB] = await Promise.all([a.inject(url), b.inject(url)]);
      expect(fromA.json()).toHaveLength(builtinRecords(type).length);
      expect(fromB.body).toBe(fromA.body);
    }
  });

  it('serve a record written through one from the other at once, caches included', async () => {
    const { a, b } = await twoServers();
    const admin = await adminHeaders(a);
    const before = await b.inject('/api/podcastdisplay');
    expect(before.json()).toEqual([]);

    const created = await a.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 1),
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const listed = await b.inject({
      url: '/api/podcastdisplay',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([created.json()]);

    const deleted = await b.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${created.json<{ _id: string }>()._id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await a.inject('/api/podcastdisplay')).json()).toEqual([]);
  });

  it('share the contact limit: N servers do not give N times the allowance', async () => {
    const { a, b } = await twoServers({ RATE_LIMIT_INBOX: '2/600' });
    const post = (app: typeof a) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactInput,
        remoteAddress: '10.9.0.1',
      });
    expect((await post(a)).statusCode).toBe(201);
    expect((await post(b)).statusCode).toBe(201);
    const third = await post(a);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: messages.server.rateLimited });
    expect((await post(b)).statusCode).toBe(429);
  });

  it('share sessions: a sign-in on one works on the other, a sign-out on one ends it on both', async () => {
    const { a, b } = await twoServers();
    await registerAdmin(a);
    const token = await login(b, ADMIN);
    const me = (app: typeof a) =>
      app.inject({ url: '/api/contactdisplay', headers: authHeaders(token) });
    expect((await me(a)).statusCode).toBe(200);

    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
  });

  it("share passkey challenges: one's options are answered on the other, once", async () => {
    const { a, b } = await twoServers();
    const onSite = { ...authHeaders(await registerAdmin(a)), host: HOST };
    const passkey = new SoftAuthenticator();
    const options = await a.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: onSite,
    });
    const added = await b.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: onSite,
      payload: { response: passkey.register(options.json(), SAME_ORIGIN) },
    });
    expect(added.statusCode, added.body).toBe(201);

    const signInOptions = await b.inject({
      method: 'POST',
      url: '/api/login/passkey/options',
      headers: { host: HOST },
    });
    const response = passkey.signIn(signInOptions.json(), SAME_ORIGIN);
    const answer = (app: typeof a) =>
      app.inject({
        method: 'POST',
        url: '/api/login/passkey',
        headers: { host: HOST },
        payload: { response },
      });
    expect((await answer(a)).statusCode).toBe(200);
    const replayed = await answer(b);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: passkeyMessages.expired });
  });

  it('take each two-factor code once between them, checked at the same moment', async () => {
    const { a, b } = await twoServers();
    const token = await registerAdmin(a);
    const { secret, recoveryCodes } = await enrolTotp(b, token, Date.now());
    const user = await a.services.users.find(ADMIN.email);
    const verify = (app: typeof a, given: string) =>
      app.services.twoFactor.verify({ id: user._id, email: user.email }, given);
    // The next step's code: within the window whatever the clock does meanwhile, and later
    // than the step that turned it on.
    const code = codeAt(secret, Date.now() + STEP_MS);

    const verdicts = await Promise.all([a, b, a, b, a, b].map((app) => verify(app, code)));
    const recovered = await Promise.all(
      [a, b, a, b].map((app) => verify(app, recoveryCodes[0] ?? '')),
    );

    const accepted = (verdict: string) => verdict === 'accepted';
    expect(verdicts.filter(accepted)).toHaveLength(1);
    expect(recovered.filter(accepted)).toHaveLength(1);
    const again = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...ADMIN, code },
    });
    expect(again.statusCode).toBe(401);
  });
  it('let exactly one of simultaneous writes with the same If-Match through, whichever server takes them', async () => {
    const { a, b } = await twoServers();
    const admin = await adminHeaders(a);
    const created = await a.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 1),
      headers: admin,
    });
    const id = created.json<{ _id: string }>()._id;
    const etag = String((await b.inject(`/api/podcastview/${id}`)).headers.etag);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: `/api/podcastupdate/${id}`,
          payload: { ...sampleInput('podcast', 2), title: `Writer ${i}` },
          headers: { ...admin, 'if-match': etag },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(15).fill(412)]);
    const winner = answers.find((res) => res.statusCode === 200)?.json<{ title: string }>();
    for (const app of [a, b]) {
      const now = await app.inject(`/api/podcastview/${id}`);
      expect(now.json()).toMatchObject({ title: winner?.title });
      expect(now.headers.etag).toMatch(/^W\/"2-/);
    }
    const history = await a.inject({ url: `/api/podcastrevisions/${id}`, headers: admin });
    expect(history.json()).toHaveLength(2);
  });

  it('unpublish a record whose expiry came once between them, however many reads race', async () => {
    let clock = Date.parse('2026-12-01T09:00:00.000Z');
    const { a, b } = await twoServers({ WEBHOOK_ALLOW_PRIVATE: 'true' }, () => clock);
    const admin = await adminHeaders(a);
    const hook = await trpcMutate(
      a,
      'webhooks.create',
      { url: 'http://127.0.0.1:9/hook', events: ['podcast.unpublished'] },
      admin,
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const { webhook } = trpcData<CreatedWebhook>(hook);
    const created = await a.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: { ...sampleInput('podcast', 1), unpublishAt: new Date(clock + 1000).toISOString() },
      headers: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect((await b.inject('/api/podcastdisplay')).json()).toHaveLength(1);

    clock += 1000;
    const reads = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? b : a).inject('/api/podcastdisplay')),
    );
    for (const read of reads) expect(read.json()).toEqual([]);
    const log = await a.inject({ url: '/api/auditdisplay?action=unpublished', headers: admin });
    expect(
      log.json<{ recordId: string }[]>().filter((entry) => entry.recordId === id),
    ).toHaveLength(1);
    const history = await a.inject({ url: `/api/podcastrevisions/${id}`, headers: admin });
    expect(history.json<{ note: string | null }[]>().map((version) => version.note)).toEqual([
      'expired',
      null,
    ]);
    const deliveries = await trpcQuery(b, 'webhooks.deliveries', { id: webhook._id }, admin);
    expect(trpcData<WebhookDelivery[]>(deliveries).map((delivery) => delivery.event)).toEqual([
      'podcast.unpublished',
    ]);
  });

  it('tell a scheduled publication once between them, with no read', async () => {
    // From the real time, which the database's write times follow.
    let clock = Date.now();
    const { a, b } = await twoServers(
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '10' },
      () => clock,
    );
    const admin = await adminHeaders(a);
    const hook = await trpcMutate(
      a,
      'webhooks.create',
      { url: 'http://127.0.0.1:9/hook', events: ['podcast.published'] },
      admin,
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const { webhook } = trpcData<CreatedWebhook>(hook);
    const created = await b.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: { ...sampleInput('podcast', 1), publishAt: new Date(clock + 60_000).toISOString() },
      headers: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    const told = async () => {
      const res = await trpcQuery(a, 'webhooks.deliveries', { id: webhook._id }, admin);
      return trpcData<WebhookDelivery[]>(res).map((delivery) => delivery.event);
    };

    clock += 60_000;
    await vi.waitFor(async () => expect(await told()).toEqual(['podcast.published']), {
      timeout: 20_000,
      interval: 50,
    });
    // Both keep ticking: still once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await told()).toEqual(['podcast.published']);
  });
});
