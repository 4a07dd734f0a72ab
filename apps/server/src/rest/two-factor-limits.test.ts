import { messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  authHeaders,
  createTestApp,
  EDITOR,
  errorBody,
  expectRetryAfter,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { storeOlderPasswordHash } from '../test-support/passwords';
import { codeAt, enrolTotp, IN_A_STEP, STEP_MS } from '../test-support/totp';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

const signInFrom = (t: TestApp, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

// Each test signs in a dozen times, with an app, an admin and its second factor of its own: room
// for a busy machine (CI runs the Node 24 suites beside these).
describe('wrong codes count against the sign-in limits', { timeout: 90_000 }, () => {
  /** An app with these limits and an admin with TOTP on; its clock stands still. */
  async function appWithTotp(limits: { RATE_LIMIT_LOGIN: string; RATE_LIMIT_LOGIN_IP: string }) {
    const t = await createTestApp({ env: limits, now: () => IN_A_STEP });
    const token = await registerAdmin(t.app);
    const { secret } = await enrolTotp(t.app, token, IN_A_STEP);
    await storeOlderPasswordHash(t);
    // The next step's code: accepted (one step of drift), and never used yet.
    return { t, secret, goodCode: codeAt(secret, IN_A_STEP + STEP_MS) };
  }
  const wrongCode = (secret: string) => codeAt(secret, IN_A_STEP + 10 * STEP_MS);

  it('per e-mail and address: the password alone is not counted, wrong codes are, then 429', async () => {
    const { t, secret, goodCode } = await appWithTotp({
      RATE_LIMIT_LOGIN: '3/600',
      RATE_LIMIT_LOGIN_IP: '100/600',
    });
    try {
      // Right password, no code: asked for the code every time, never limited.
      for (let i = 0; i < 5; i++) {
        const res = await signInFrom(t, ADMIN);
        expect(res.statusCode).toBe(401);
        expect(res.json().twoFactorRequired).toBe(true);
      }
      // Wrong codes, with password-only attempts between them: those do not clear the count.
      for (let i = 0; i < 3; i++) {
        const res = await signInFrom(t, { ...ADMIN, code: wrongCode(secret) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: messages.twoFactor.invalidCode,
          twoFactorRequired: true,
        });
        if (i < 2) expect((await signInFrom(t, ADMIN)).statusCode).toBe(401);
      }

      const limited = await signInFrom(t, { ...ADMIN, code: goodCode });

      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(errorBody(messages.server.rateLimited));
      expectRetryAfter(limited);
      // The same over tRPC, in its own format.
      const rpc = await trpcMutate(t.app, 'auth.login', { ...ADMIN, code: goodCode });
      expect(rpc.statusCode).toBe(429);
      expect(rpc.json<TrpcError>().error.data.code).toBe('TOO_MANY_REQUESTS');
      expectRetryAfter(rpc);
    } finally {
      await t.close();
    }
  });

  it('per address, whatever the e-mail', async () => {
    const { t, secret } = await appWithTotp({
      RATE_LIMIT_LOGIN: '100/600',
      RATE_LIMIT_LOGIN_IP: '3/600',
    });
    try {
      const ip = '10.9.1.1';
      for (let i = 0; i < 3; i++) {
        const res = await signInFrom(t, { ...ADMIN, code: wrongCode(secret) }, ip);
        expect(res.statusCode).toBe(401);
      }
      const limited = await signInFrom(t, { email: 'other@example.com', password: 'x' }, ip);
      expect(limited.statusCode).toBe(429);
      expectRetryAfter(limited);
    } finally {
      await t.close();
    }
  });

  it('per account, whatever the address: guesses spread over many addresses add up', async () => {
    // Wrong codes per account are held to RATE_LIMIT_LOGIN_IP's numbers.
    const { t, secret, goodCode } = await appWithTotp({
      RATE_LIMIT_LOGIN: '100/600',
      RATE_LIMIT_LOGIN_IP: '3/600',
    });
    try {
      for (let i = 1; i <= 3; i++) {
        const res = await signInFrom(t, { ...ADMIN, code: wrongCode(secret) }, `10.9.2.${i}`);
        expect(res.statusCode).toBe(401);
      }

      const limited = await signInFrom(t, { ...ADMIN, code: goodCode }, '10.9.2.4');

      expect(limited.statusCode).toBe(429);
      expectRetryAfter(limited);
      // The password alone still tells a new address that a code is needed.
      expect((await signInFrom(t, ADMIN, '10.9.2.5')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('a whole sign-in clears the count', async () => {
    const { t, secret, goodCode } = await appWithTotp({
      RATE_LIMIT_LOGIN: '3/600',
      RATE_LIMIT_LOGIN_IP: '100/600',
    });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await signInFrom(t, { ...ADMIN, code: wrongCode(secret) })).statusCode).toBe(401);
      }
      expect((await signInFrom(t, { ...ADMIN, code: goodCode })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        expect((await signInFrom(t, { ...ADMIN, code: wrongCode(secret) })).statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });

  it('the same code sent many times at once signs in once', async () => {
    const { t, goodCode } = await appWithTotp({
      RATE_LIMIT_LOGIN: '100/600',
      RATE_LIMIT_LOGIN_IP: '100/600',
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          signInFrom(t, { ...ADMIN, code: goodCode }, `10.9.3.${i + 1}`),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    } finally {
      await t.close();
    }
  });
});

describe('TWO_FACTOR=required-for-admins', () => {
  let clock = IN_A_STEP;
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TWO_FACTOR: 'required-for-admins' }, now: () => clock });
    adminToken = await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = async (token: string) =>
    (await trpcQuery(t.app, 'auth.me', undefined, authHeaders(token))).json().result.data;

  /** An admin call of each transport, refused with the enrolment's words. */
  async function expectEnrolFirst(token: string) {
    const rest = await t.app.inject({ url: '/api/contactdisplay', headers: authHeaders(token) });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual(errorBody(messages.twoFactor.enrolFirst));
    for (const path of ['users.list', 'account.sessions', 'dashboard.summary']) {
      const rpc = await trpcQuery(t.app, path, undefined, authHeaders(token));
      expect(rpc.statusCode, path).toBe(403);
      expect(rpc.json<TrpcError>().error.message, path).toBe(messages.twoFactor.enrolFirst);
    }
    const change = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: ADMIN.password, newPassword: 'another long password' },
      authHeaders(token),
    );
    expect(change.statusCode).toBe(403);
  }

  it('signs an admin without a second factor in, to a session that may only enrol one', async () => {
    const token = adminToken;
    expect(await me(token)).toMatchObject({ email: ADMIN.email, mustEnrolTwoFactor: true });
    await expectEnrolFirst(token);
    // Signing in again gives the same kind of session.
    const res = await signInFrom(t, ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    await expectEnrolFirst(res.json<{ token: string }>().token);
    // What it may do: see and enrol its second factor, and sign out.
    const status = await trpcQuery(t.app, 'twoFactor.status', undefined, authHeaders(token));
    expect(status.json().result.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: authHeaders(res.json<{ token: string }>().token),
    });
    expect(logout.statusCode).toBe(200);
  });

  it('once enrolled, the same session does everything an admin does', async () => {
    await enrolTotp(t.app, adminToken, clock);

    expect(await me(adminToken)).toMatchObject({ mustEnrolTwoFactor: false });
    const rest = await t.app.inject({
      url: '/api/contactdisplay',
      headers: authHeaders(adminToken),
    });
    expect(rest.statusCode).toBe(200);
    const sessions = await trpcQuery(t.app, 'account.sessions', undefined, authHeaders(adminToken));
    expect(sessions.statusCode).toBe(200);
  });

  it('leaves editors alone', async () => {
    const editorToken = await addUser(t.app, adminToken, EDITOR);
    expect(await me(editorToken)).toMatchObject({ role: 'editor', mustEnrolTwoFactor: false });
    const list = await trpcQuery(
      t.app,
      'content.podcast.browse',
      { limit: 5 },
      authHeaders(editorToken),
    );
    expect(list.statusCode, list.body).toBe(200);
  });

  it('asks again after the operator resets it (admin:reset-2fa)', async () => {
    await t.app.services.twoFactor.reset(ADMIN.email);
    expect(
      (await t.app.inject({ url: '/api/contactdisplay', headers: authHeaders(adminToken) }))
        .statusCode,
    ).toBe(401);

    const res = await signInFrom(t, ADMIN);

    expect(res.statusCode, res.body).toBe(200);
    adminToken = res.json<{ token: string }>().token;
    await expectEnrolFirst(adminToken);
    clock += STEP_MS;
    await enrolTotp(t.app, adminToken, clock);
    expect(await me(adminToken)).toMatchObject({ mustEnrolTwoFactor: false });
  });
});

describe('the second factor locks after 100 wrong codes in a row (NIST SP 800-63B)', () => {
  const LOCK_AFTER = 100;
  const locked = { message: messages.twoFactor.locked, twoFactorRequired: true };
  const invalid = { message: messages.twoFactor.invalidCode, twoFactorRequired: true };

  /** Limits out of the way: only the lock is met. */
  const env = { RATE_LIMIT_LOGIN: '1000/600', RATE_LIMIT_LOGIN_IP: '1000/600' };

  // A hundred sign-in attempts, each a few writes (the limits, the activity log).
  it('refuses even the right code until a recovery code signs in; counted in the database', {
    timeout: 120_000,
  }, async () => {
    let clock = IN_A_STEP;
    const first = await createTestApp({ env, now: () => clock });
    try {
      const { secret, recoveryCodes } = await enrolTotp(
        first.app,
        await registerAdmin(first.app),
        clock,
      );
      const wrongCode = () => codeAt(secret, clock + 10 * STEP_MS);
      const rightCode = () => codeAt(secret, clock);
      await storeOlderPasswordHash(first);
      const wrongTimes = async (t: TestApp, times: number) => {
        for (let i = 0; i < times; i++) {
          const res = await signInFrom(t, { ...ADMIN, code: wrongCode() });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual(invalid);
        }
      };
      await wrongTimes(first, 60);
      await first.app.close();

      // Another process on the same data goes on counting.
      const again = await createTestApp({ env, dataDir: first.dataDir, now: () => clock });
      try {
        await wrongTimes(again, LOCK_AFTER - 61);
        const last = await signInFrom(again, { ...ADMIN, code: wrongCode() });
        expect(last.statusCode).toBe(401);
        expect(last.json()).toEqual(locked);
        clock += STEP_MS;
        const right = await signInFrom(again, { ...ADMIN, code: rightCode() });
        expect(right.statusCode).toBe(401);
        expect(right.json()).toEqual(locked);

        const recovery = await signInFrom(again, { ...ADMIN, code: recoveryCodes[0] });

        expect(recovery.statusCode, recovery.body).toBe(200);
        // Counted from nothing again: one wrong code is one, and the app's codes work.
        await wrongTimes(again, 1);
        clock += STEP_MS;
        const signedIn = await signInFrom(again, { ...ADMIN, code: rightCode() });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await first.close();
    }
  });
});
