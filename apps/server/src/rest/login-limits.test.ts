import { messages } from '@studio/contracts';
import { connectDatabase, findUserByEmail } from '@studio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { CURRENT_PARAMS } from '../services/accounts/password';
import {
  ADMIN,
  createTestApp,
  errorBody,
  expectRetryAfter,
  registerAdmin,
  type TestApp,
  type TestAppOptions,
} from '../test-support/app';
import { heldKeyDerivations, storeOlderPasswordHash } from '../test-support/passwords';
import { contactInput } from '../test-support/samples';
import { type TrpcError, trpcMutate } from '../test-support/trpc';

const loginFrom = (t: TestApp, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

/** The first `count` of these to be answered, in the order they were. */
function firstAnswered<T>(pending: Promise<T>[], count: number): Promise<T[]> {
  const answered: T[] = [];
  return new Promise((done, fail) => {
    for (const answer of pending) {
      answer.then((value) => {
        answered.push(value);
        if (answered.length === count) done([...answered]);
      }, fail);
    }
  });
}

const wrong = { email: ADMIN.email, password: 'wrong password' };

/**
 * An app whose password checks the test holds in progress, with the admin's password stored
 * cheaply (the sign-ins below only ever wait on the hold, never on scrypt).
 */
async function appWithHeldChecks(env: TestAppOptions['env']) {
  const keys = heldKeyDerivations();
  const t = await createTestApp({ env, passwordHashing: { derive: keys.deriveKey } });
  await registerAdmin(t.app);
  await storeOlderPasswordHash(t);
  // The first check also makes the stand-in hash unknown e-mails are checked against: made
  // now, only the checks themselves are held later.
  expect((await loginFrom(t, ADMIN, '10.0.0.1')).statusCode).toBe(200);
  return { t, keys };
}

// The tests run at once, each with an app of its own that hashes passwords at today's cost (the
// admin's registration, the stand-in for unknown e-mails): room for a busy machine.
describe.concurrent('sign-in under attack', { timeout: 90_000 }, () => {
  describe('failed logins per IP across all e-mails (RATE_LIMIT_LOGIN_IP)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { RATE_LIMIT_LOGIN: '100/600', RATE_LIMIT_LOGIN_IP: '3/600', LOG_LEVEL: 'info' },
      });
      await registerAdmin(t.app);
      await storeOlderPasswordHash(t);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('blocks an address after that many failures with different e-mails, right password included', async () => {
      const ip = '10.1.0.1';
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        expect((await loginFrom(t, { email, password: 'guess guess' }, ip)).statusCode).toBe(401);
      }
      for (const payload of [{ email: 'd@example.com', password: 'guess guess' }, ADMIN]) {
        const res = await loginFrom(t, payload, ip);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual(errorBody(messages.server.rateLimited));
        expectRetryAfter(res);
      }
      // The admin signs in from elsewhere.
      expect((await loginFrom(t, ADMIN, '10.1.0.2')).statusCode).toBe(200);
    });

    it('counts only failures: a success hands its point back', async () => {
      const ip = '10.1.0.3';
      for (let i = 0; i < 5; i++) expect((await loginFrom(t, ADMIN, ip)).statusCode).toBe(200);
      expect(
        (await loginFrom(t, { email: 'x@example.com', password: 'guess guess' }, ip)).statusCode,
      ).toBe(401);
    });

    it('logs refused attempts as login attempts, without the password', async () => {
      const ip = '10.1.0.4';
      for (let i = 0; i < 4; i++) {
        await loginFrom(t, { email: `user${i}@example.com`, password: 'secret guess' }, ip);
      }
      const attempts = t.logs().filter((line) => line.msg === 'login attempt' && line.ip === ip);
      expect(attempts.map((line) => line.outcome)).toEqual([
        'failure',
        'failure',
        'failure',
        'rate-limited',
      ]);
      expect(attempts[3]).toMatchObject({ email: 'user3@example.com' });
      expect(JSON.stringify(t.logs())).not.toContain('secret guess');
    });
  });

  describe('bounded password hashing (HASH_CONCURRENCY, HASH_QUEUE)', () => {
    it('refuses sign-ins beyond the gate with 503 and Retry-After, on both transports', async () => {
      const { t, keys } = await appWithHeldChecks({
        HASH_CONCURRENCY: '1',
        HASH_QUEUE: '1',
        RATE_LIMIT_LOGIN_IP: '1000/60',
      });
      try {
        keys.hold();
        const running = loginFrom(t, wrong, '10.2.0.1');
        await keys.started(1);
        // Two more while that check runs: one takes the queue's one place, one is refused.
        const pair = [
          loginFrom(t, wrong, '10.2.0.2'),
          trpcMutate(t.app, 'auth.login', wrong, {}, '10.2.0.3'),
        ];
        expect((await firstAnswered(pair, 1)).map((res) => res.statusCode)).toEqual([503]);

        // The gate is full: refused at once on both transports, each in its own format.
        const rest = await loginFrom(t, wrong, '10.2.0.4');
        const rpc = await trpcMutate(t.app, 'auth.login', wrong, {}, '10.2.0.5');
        expect(rest.statusCode).toBe(503);
        expect(rest.json()).toEqual(errorBody(messages.server.busy));
        expectRetryAfter(rest);
        expect(rpc.statusCode).toBe(503);
        expect(rpc.json<TrpcError>().error).toMatchObject({
          message: messages.server.busy,
          data: { code: 'SERVICE_UNAVAILABLE' },
        });
        expectRetryAfter(rpc);
        expect(keys.waiting()).toBe(1);

        // The queued check runs when the first is done, and both are answered as usual.
        keys.releaseOldest();
        expect((await running).statusCode).toBe(401);
        await keys.started(2);
        keys.releaseAll();
        const codes = (await Promise.all(pair)).map((res) => res.statusCode);
        expect(codes.sort()).toEqual([401, 503]);
        // Afterwards the refused addresses sign in as usual, on both transports.
        expect((await loginFrom(t, ADMIN, '10.2.0.4')).statusCode).toBe(200);
        expect((await trpcMutate(t.app, 'auth.login', ADMIN, {}, '10.2.0.5')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });

    it('does not count a busy answer (503) as a failed password', async () => {
      const { t, keys } = await appWithHeldChecks({
        RATE_LIMIT_LOGIN: '1/600',
        HASH_CONCURRENCY: '1',
        HASH_QUEUE: '0',
      });
      try {
        keys.hold();
        const first = loginFrom(t, wrong, '10.4.1.1');
        await keys.started(1);
        expect((await loginFrom(t, wrong, '10.4.1.2')).statusCode).toBe(503);
        keys.releaseAll();
        expect((await first).statusCode).toBe(401);
        // The address that was told "busy" still has its one attempt; the other has used its own.
        expect((await loginFrom(t, ADMIN, '10.4.1.2')).statusCode).toBe(200);
        expect((await loginFrom(t, ADMIN, '10.4.1.1')).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    });
  });

  describe('one password check per address at a time', () => {
    it('queues two more attempts from the same address and refuses the rest with 429', async () => {
      const { t, keys } = await appWithHeldChecks({
        RATE_LIMIT_LOGIN: '5/600',
        RATE_LIMIT_LOGIN_IP: '100/600',
      });
      try {
        const ip = '10.4.0.1';
        keys.hold();
        // Another address's check is held first: this address's check runs beside it.
        const other = loginFrom(t, wrong, '10.4.0.2');
        await keys.started(1);
        const first = loginFrom(t, wrong, ip);
        await keys.started(2);
        keys.releaseOldest();
        expect((await other).statusCode).toBe(401);

        // Four more while the first is checked: two wait their turn, two are refused at once.
        const burst = [1, 2, 3, 4].map(() => loginFrom(t, wrong, ip));
        const refused = await firstAnswered(burst, 2);
        expect(refused.map((res) => res.statusCode)).toEqual([429, 429]);
        for (const res of refused) expectRetryAfter(res);
        // The two that wait have not been checked yet: only the first is.
        expect(keys.waiting()).toBe(1);

        // Each waiting attempt is checked only when the one before it is done.
        keys.releaseOldest();
        expect((await first).statusCode).toBe(401);
        await keys.started(3);
        expect(keys.waiting()).toBe(1);
        keys.releaseOldest();
        await keys.started(4);
        expect(keys.waiting()).toBe(1);
        keys.releaseAll();
        // And then answered.
        const codes = (await Promise.all(burst)).map((res) => res.statusCode);
        expect(codes.sort()).toEqual([401, 401, 429, 429]);

        // Three failures were counted, not the refusals: two of the five are left.
        for (let left = 2; left > 0; left--) {
          expect((await loginFrom(t, wrong, ip)).statusCode).toBe(401);
        }
        expect((await loginFrom(t, ADMIN, ip)).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    });
  });

  describe('hashes stored with older settings', () => {
    it('are upgraded on the next successful sign-in', async () => {
      // Upgraded to today's cost (the suites' cheap one is for speed alone).
      const t = await createTestApp({ passwordHashing: { params: CURRENT_PARAMS } });
      try {
        await registerAdmin(t.app);
        // The setting hashes were stored with before (128 MiB each).
        await storeOlderPasswordHash(t, { N: 2 ** 17, r: 8, p: 1 });
        const db = await connectDatabase(databaseConfig(t.config));
        try {
          expect((await loginFrom(t, ADMIN, '10.3.0.1')).statusCode).toBe(200);
          const upgraded = await findUserByEmail(db.db, ADMIN.email);
          expect(upgraded?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
        } finally {
          await db.close();
        }
        expect((await loginFrom(t, ADMIN, '10.3.0.1')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  });
});

describe('tRPC answers a rate limit with Retry-After too', () => {
  it('on contact.create past RATE_LIMIT_INBOX', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_INBOX: '1/600' } });
    try {
      expect((await trpcMutate(t.app, 'contact.create', contactInput)).statusCode).toBe(200);
      const limited = await trpcMutate(t.app, 'contact.create', contactInput);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<TrpcError>().error).toMatchObject({
        message: messages.server.rateLimited,
        data: { code: 'TOO_MANY_REQUESTS' },
      });
      expectRetryAfter(limited);
    } finally {
      await t.close();
    }
  });
});
