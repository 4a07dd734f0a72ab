import { messages, PASSWORD_MAX, PASSWORD_MIN } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseConfig } from '../database';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createTestApp,
  errorBody,
  FOREIGN_ORIGIN,
  HOST,
  login,
  registerAdmin,
  SAME_ORIGIN,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';

// Most tests here hash several passwords (~0.2 s each when idle): room for a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const register = (t: TestApp, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, remoteAddress });
const loginRequest = (t: TestApp, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

/** The session cookie a response set, if any. */
const sessionCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'studio_session');

/** Whether a token currently opens an admin-only read. */
const canReadAdminList = async (t: TestApp, token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/contactdisplay',
    headers: authHeaders(token),
  });
  expect([200, 401]).toContain(res.statusCode);
  return res.statusCode === 200;
};

const issuePaths = (res: LightMyRequestResponse) =>
  res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);

describe('with registration closed (the default)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/register', () => {
    it('refuses invalid input with 400 and issues, without using up the first account', async () => {
      const cases: [unknown, string, string][] = [
        [
          { email: ADMIN.email, password: 'x'.repeat(PASSWORD_MIN - 1) },
          'password',
          'Use at least 8 characters.',
        ],
        [
          { email: ADMIN.email, password: 'x'.repeat(PASSWORD_MAX + 1) },
          'password',
          'Use at most 128 characters.',
        ],
        [
          { email: 'not-an-email', password: ADMIN.password },
          'email',
          'Enter a valid email address.',
        ],
        [{ email: ADMIN.email }, 'password', 'This field is required.'],
      ];
      for (const [payload, path, message] of cases) {
        const res = await register(t, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ message: `${path}: ${message}`, issues: [{ path, message }] });
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it('accepts the first account: 201 { token, message } and an httpOnly SameSite=Strict cookie', async () => {
      const res = await register(t, { ...ADMIN, email: 'Admin@Example.COM' });
      expect(res.statusCode).toBe(201);
      const body = res.json<{ token: string; message: string }>();
      expect(body).toEqual({ token: expect.any(String), message: messages.register.success });
      // An opaque random value of at least 128 bits.
      expect(body.token).toMatch(/^[\w-]{22,}$/);
      expect(sessionCookie(res)).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        expires: expect.any(Date),
      });
      expect(sessionCookie(res)?.secure).toBeFalsy();
      adminToken = body.token;
      expect(await canReadAdminList(t, adminToken)).toBe(true);
    });

    it('refuses any further account: 403 "Registration is closed."', async () => {
      for (const email of ['second@example.com', ADMIN.email]) {
        const res = await register(t, { email, password: 'another password' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(errorBody('Registration is closed.'));
        expect(sessionCookie(res)).toBeUndefined();
      }
      const intruder = await loginRequest(t, {
        email: 'second@example.com',
        password: 'another password',
      });
      expect(intruder.statusCode).toBe(401);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the e-mail in any letter case: 200 { token, message } and the cookie', async () => {
      const res = await loginRequest(t, { email: 'ADMIN@example.com', password: ADMIN.password });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ token: string; message: string }>();
      expect(body).toEqual({ token: expect.any(String), message: messages.login.success });
      expect(body.token).not.toBe(adminToken);
      expect(sessionCookie(res)).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(await canReadAdminList(t, body.token)).toBe(true);
      expect(await canReadAdminList(t, adminToken)).toBe(true);
    });

    it('fails identically for an unknown e-mail and for a wrong password', async () => {
      const unknown = await loginRequest(t, {
        email: 'nobody@example.com',
        password: ADMIN.password,
      });
      const wrong = await loginRequest(t, { email: ADMIN.email, password: 'wrong password' });
      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(errorBody('Invalid email or password.'));
        expect(sessionCookie(res)).toBeUndefined();
      }
      expect(unknown.body).toBe(wrong.body);
      // Every answer has its own date and request id.
      const { date: _a, 'x-request-id': _c, ...unknownHeaders } = unknown.headers;
      const { date: _b, 'x-request-id': _d, ...wrongHeaders } = wrong.headers;
      expect(unknownHeaders).toEqual(wrongHeaders);
    });

    it('refuses malformed input with 400 and issues', async () => {
      const res = await loginRequest(t, { email: ADMIN.email, password: '' });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toEqual(['password']);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual(errorBody(messages.server.malformedJson));
    });
  });

  describe('POST /api/logout', () => {
    it('ends a bearer session: { status: "success" }, the cookie cleared, the token dead', async () => {
      const token = await login(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: authHeaders(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: messages.logout.success });
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expect(await canReadAdminList(t, token)).toBe(false);
      // Other sessions of the same account live on.
      expect(await canReadAdminList(t, adminToken)).toBe(true);
    });

    it('ends a cookie session sent from the site itself', async () => {
      const token = await login(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: cookieHeaders(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success' });
      expect(await canReadAdminList(t, token)).toBe(false);
      const viaCookie = await t.app.inject({
        method: 'GET',
        url: '/api/contactdisplay',
        headers: cookieHeaders(token),
      });
      expect(viaCookie.statusCode).toBe(401);
    });

    it('refuses a cookie logout from a foreign origin, keeping the session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: cookieHeaders(adminToken, FOREIGN_ORIGIN),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.server.crossSite));
      expect(await canReadAdminList(t, adminToken)).toBe(true);
    });

    it('answers success to a caller without a session, or with a dead one', async () => {
      const dead = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: authHeaders('forged'),
      });
      expect(dead.statusCode).toBe(200);
      expect(dead.json()).toEqual({ status: 'success', message: messages.logout.success });

      const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: messages.logout.success });
    });
  });

  describe('cookie-authenticated writes (origin check)', () => {
    const createPodcast = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/podcast',
        payload: sampleInput('podcast'),
        headers,
      } satisfies InjectOptions);
    const podcastCount = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' })).json<unknown[]>().length;

    it('refuses a foreign Origin with 403 and changes nothing', async () => {
      const before = await podcastCount();
      for (const origin of [FOREIGN_ORIGIN, `http://${HOST}.evil.example`, 'null']) {
        const res = await createPodcast(cookieHeaders(adminToken, origin));
        expect(res.statusCode, origin).toBe(403);
        expect(res.json()).toEqual(errorBody(messages.server.crossSite));
      }
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/contactdelete/any',
        headers: cookieHeaders(adminToken, FOREIGN_ORIGIN),
      });
      expect(deleted.statusCode).toBe(403);
      expect(await podcastCount()).toBe(before);
    });

    it('refuses a cross-site Sec-Fetch-Site without Origin', async () => {
      const res = await createPodcast({
        cookie: `studio_session=${adminToken}`,
        host: HOST,
        'sec-fetch-site': 'cross-site',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.server.crossSite));
    });

    it('allows the same origin, or same-origin/none fetch metadata', async () => {
      const before = await podcastCount();
      expect((await createPodcast(cookieHeaders(adminToken, SAME_ORIGIN))).statusCode).toBe(201);
      for (const site of ['same-origin', 'none']) {
        const res = await createPodcast({
          cookie: `studio_session=${adminToken}`,
          host: HOST,
          'sec-fetch-site': site,
        });
        expect(res.statusCode, site).toBe(201);
      }
      expect(await podcastCount()).toBe(before + 3);
    });

    it('lets cookie reads through from anywhere, and bearer writes (no ambient credential)', async () => {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/contactdisplay',
        headers: cookieHeaders(adminToken, FOREIGN_ORIGIN),
      });
      expect(read.statusCode).toBe(200);
      const write = await createPodcast({ ...authHeaders(adminToken), origin: FOREIGN_ORIGIN });
      expect(write.statusCode).toBe(201);
    });
  });
});

describe('with REGISTRATION=open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRATION: 'open', RATE_LIMIT_LOGIN: '3/600' } });
    await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pending = { message: messages.register.pending };

  it('answers every later registration 202 { message }: no token, no cookie, no rights', async () => {
    for (const [email, password] of [
      ['eight@example.com', 'x'.repeat(PASSWORD_MIN)],
      ['long@example.com', 'y'.repeat(PASSWORD_MAX)],
    ] as const) {
      const res = await register(t, { email, password });
      expect(res.statusCode, email).toBe(202);
      expect(res.json()).toEqual(pending);
      expect(sessionCookie(res)).toBeUndefined();
      // The account exists but may not sign in until an admin grants it a role.
      const signIn = await loginRequest(t, { email, password });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json()).toEqual(errorBody(messages.login.invalidCredentials));
    }
  });

  it('answers a known e-mail exactly as a new one (no 409 that reveals accounts)', async () => {
    const known = await register(t, {
      email: 'EIGHT@Example.com',
      password: 'some other password',
    });
    const admin = await register(t, { email: ADMIN.email, password: 'some other password' });
    const fresh = await register(t, { email: 'fresh@example.com', password: 'long enough' });
    for (const res of [known, admin, fresh]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(fresh.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Neither the admin's password nor the first account's changed.
    expect((await loginRequest(t, ADMIN)).statusCode).toBe(200);
    const first = await loginRequest(t, {
      email: 'eight@example.com',
      password: 'some other password',
    });
    expect(first.statusCode).toBe(401);
  });

  it('answers signing in with the password just registered alike for a known e-mail and a new one', async () => {
    const password = 'just registered';
    const ip = '10.5.0.1';
    for (const email of [ADMIN.email, 'newcomer@example.com']) {
      expect((await register(t, { email, password }, ip)).statusCode).toBe(202);
    }
    // A waiting account's right password fails as a wrong one, up to the same limit
    // (RATE_LIMIT_LOGIN): neither answer nor count tells the two apart.
    for (let i = 0; i < 3; i++) {
      const known = await loginRequest(t, { email: ADMIN.email, password }, ip);
      const fresh = await loginRequest(t, { email: 'newcomer@example.com', password }, ip);
      for (const res of [known, fresh]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(errorBody(messages.login.invalidCredentials));
        expect(sessionCookie(res)).toBeUndefined();
      }
    }
    for (const email of [ADMIN.email, 'newcomer@example.com']) {
      expect((await loginRequest(t, { email, password }, ip)).statusCode).toBe(429);
    }
  });

  it('still refuses passwords shorter than 8 or longer than 128', async () => {
    for (const password of ['1234567', 'z'.repeat(PASSWORD_MAX + 1)]) {
      const res = await register(t, { email: 'new@example.com', password });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toEqual(['password']);
    }
  });
});

// Independent apps and keys: their tests run concurrently, so password hashes overlap.
describe.concurrent('limits, races and expiry', () => {
  describe('rate limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { RATE_LIMIT_LOGIN: '2/600', RATE_LIMIT_REGISTER: '2/600' } });
      await registerAdmin(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    const expectLimited = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(errorBody(messages.server.rateLimited));
      const retryAfter = Number(res.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
    };

    it('blocks login per e-mail and IP after RATE_LIMIT_LOGIN failures, right password included', async () => {
      const ip = '10.0.0.1';
      const wrong = { email: ADMIN.email, password: 'wrong password' };
      for (let i = 0; i < 2; i++) expect((await loginRequest(t, wrong, ip)).statusCode).toBe(401);
      expectLimited(await loginRequest(t, wrong, ip));
      expectLimited(await loginRequest(t, ADMIN, ip));
      expectLimited(await loginRequest(t, { ...ADMIN, email: 'ADMIN@EXAMPLE.COM' }, ip));

      // Another IP for the same account, and another account from the same IP, are not blocked.
      expect((await loginRequest(t, ADMIN, '10.0.0.2')).statusCode).toBe(200);
      const other = await loginRequest(
        t,
        { email: 'other@example.com', password: 'x'.repeat(8) },
        ip,
      );
      expect(other.statusCode).toBe(401);
    });

    it('counts only failures: a successful login starts the count again', async () => {
      const ip = '10.0.0.3';
      const wrong = { email: ADMIN.email, password: 'wrong password' };
      expect((await loginRequest(t, wrong, ip)).statusCode).toBe(401);
      expect((await loginRequest(t, ADMIN, ip)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await loginRequest(t, wrong, ip)).statusCode).toBe(401);
      expectLimited(await loginRequest(t, wrong, ip));
    });

    it('cannot be outrun by concurrent failures: at most RATE_LIMIT_LOGIN get a verdict', async () => {
      const ip = '10.0.0.4';
      const wrong = { email: ADMIN.email, password: 'wrong password' };
      let verdicts = 0;
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all([1, 2, 3, 4].map(() => loginRequest(t, wrong, ip)));
        for (const res of results) {
          if (res.statusCode === 429) expectLimited(res);
          else verdicts++;
        }
      }
      expect(verdicts).toBe(2);
      const right = await Promise.all([1, 2].map(() => loginRequest(t, ADMIN, ip)));
      expect(right.map((res) => res.statusCode)).toEqual([429, 429]);
    });

    it('limits registration attempts per IP', async () => {
      const ip = '10.0.0.9';
      for (let i = 0; i < 2; i++) expect((await register(t, {}, ip)).statusCode).toBe(400);
      expectLimited(await register(t, {}, ip));
      expectLimited(await register(t, { email: 'late@example.com', password: 'long enough' }, ip));
      const elsewhere = await register(
        t,
        { email: 'late@example.com', password: 'long enough' },
        '10.0.0.10',
      );
      expect(elsewhere.statusCode).toBe(403);
    });
  });

  describe('concurrent registrations', () => {
    it('creates only one first account when two race for it', async () => {
      const t = await createTestApp();
      try {
        const results = await Promise.all(
          ['first@example.com', 'second@example.com'].map((email) =>
            register(t, { email, password: ADMIN.password }),
          ),
        );
        expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403]);
        expect(results.find((res) => res.statusCode === 403)?.json()).toEqual(
          errorBody(messages.register.closed),
        );
      } finally {
        await t.close();
      }
    });

    it('keeps an e-mail unique when two registrations race for it (one account, no 500)', async () => {
      const t = await createTestApp({ env: { REGISTRATION: 'open' } });
      try {
        await registerAdmin(t.app);
        const results = await Promise.all(
          ['same@example.com', 'SAME@example.com'].map((email) =>
            register(t, { email, password: ADMIN.password }),
          ),
        );
        expect(results.map((res) => res.statusCode)).toEqual([202, 202]);
        const users = await t.app.inject({
          method: 'GET',
          url: '/trpc/users.list',
          headers: authHeaders(await login(t.app)),
        });
        const emails = (users.json().result.data as { email: string }[]).map((u) => u.email);
        expect(emails.sort()).toEqual([ADMIN.email, 'same@example.com']);
      } finally {
        await t.close();
      }
    });
  });

  describe('session expiry', () => {
    it('gives sessions SESSION_TTL_HOURS to live and refuses a token once expired', async () => {
      const t = await createTestApp({ env: { SESSION_TTL_HOURS: '2' } });
      try {
        const registered = await register(t, ADMIN);
        expect(registered.statusCode).toBe(201);
        const token = registered.json<{ token: string }>().token;
        const twoHours = Date.now() + 2 * 3_600_000;
        const expires = sessionCookie(registered)?.expires?.getTime() ?? 0;
        expect(Math.abs(expires - twoHours)).toBeLessThan(60_000);
        expect(await canReadAdminList(t, token)).toBe(true);

        // Age the stored session instead of waiting for it (the database is shared with the app).
        const second = await connectDatabase(databaseConfig(t.config));
        try {
          const rows = await second.db.selectFrom('session').select('expiresAt').execute();
          expect(rows).toHaveLength(1);
          expect(Math.abs(Date.parse(String(rows[0]?.expiresAt)) - twoHours)).toBeLessThan(60_000);
          const past = new Date(Date.now() - 1000).toISOString();
          await second.db.updateTable('session').set({ expiresAt: past }).execute();
        } finally {
          await second.close();
        }
        expect(await canReadAdminList(t, token)).toBe(false);
      } finally {
        await t.close();
      }
    });
  });
});
