import { randomBytes, scryptSync } from 'node:crypto';
import { messages } from '@studio/contracts';
import { connectDatabase, findUserByEmail } from '@studio/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { CURRENT_PARAMS } from '../services/accounts/password';
import { ADMIN, createTestApp, errorBody, registerAdmin, type TestApp } from '../test-support/app';
import { contactInput } from '../test-support/samples';
import { type TrpcError, trpcMutate } from '../test-support/trpc';

const loginFrom = (t: TestApp, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

const expectRetryAfter = (res: LightMyRequestResponse) => {
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter), JSON.stringify(res.headers)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
};

describe.concurrent('sign-in under attack', () => {
  describe('failed logins per IP across all e-mails (RATE_LIMIT_LOGIN_IP)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { RATE_LIMIT_LOGIN: '100/600', RATE_LIMIT_LOGIN_IP: '3/600', LOG_LEVEL: 'info' },
      });
      await registerAdmin(t.app);
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
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { HASH_CONCURRENCY: '1', HASH_QUEUE: '0', RATE_LIMIT_LOGIN_IP: '1000/60' },
        // Today's cost: the gate is full only while a real hash takes its time.
        passwordCost: CURRENT_PARAMS,
      });
      await registerAdmin(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses sign-ins beyond the gate with 503 and Retry-After, on both transports', async () => {
      const wrong = { email: ADMIN.email, password: 'wrong password' };
      const results = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => loginFrom(t, wrong, `10.2.0.${i + 1}`)),
        ...Array.from({ length: 6 }, (_, i) =>
          trpcMutate(t.app, 'auth.login', wrong, {}, `10.2.1.${i + 1}`),
        ),
      ]);
      const statuses = results.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
      const refused = results.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) expectRetryAfter(res);
      // The first six went over REST, the others over tRPC: each answers in its own format.
      results.forEach((res, i) => {
        if (res.statusCode !== 503) return;
        if (i < 6) expect(res.json()).toEqual(errorBody(messages.server.busy));
        else expect(res.json<TrpcError>().error.data.code).toBe('SERVICE_UNAVAILABLE');
      });
      // Afterwards the admin signs in as usual.
      expect((await loginFrom(t, ADMIN, '10.2.2.1')).statusCode).toBe(200);
    });
  });

  describe('one password check per address at a time', () => {
    // Several real password hashes: on a loaded machine they take longer than the default.
    it('queues two more attempts from the same address and refuses the rest with 429', {
      timeout: 60_000,
    }, async () => {
      const t = await createTestApp({
        env: { RATE_LIMIT_LOGIN: '5/600', RATE_LIMIT_LOGIN_IP: '100/600' },
        passwordCost: CURRENT_PARAMS,
      });
      try {
        await registerAdmin(t.app);
        const wrong = { email: ADMIN.email, password: 'wrong password' };
        const burst = await Promise.all([1, 2, 3, 4, 5].map(() => loginFrom(t, wrong, '10.4.0.1')));
        // One check runs and two wait; how many more arrive while they do depends on the
        // machine's speed (the queue itself is tested alone in services/accounts/client-queue.test.ts).
        const codes = burst.map((res) => res.statusCode);
        expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
        const failures = codes.filter((code) => code === 401).length;
        expect(failures).toBeGreaterThanOrEqual(3);
        for (const res of burst.filter((r) => r.statusCode === 429)) expectRetryAfter(res);
        // The refused ones were not counted as failures: the rest of the five are left.
        for (let left = 5 - failures; left > 0; left--) {
          expect((await loginFrom(t, wrong, '10.4.0.1')).statusCode).toBe(401);
        }
        expect((await loginFrom(t, ADMIN, '10.4.0.1')).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    });

    // Every sign-in here hashes a password: on a loaded machine that alone takes seconds.
    it('does not count a busy answer (503) as a failed password', { timeout: 60_000 }, async () => {
      const t = await createTestApp({
        env: { RATE_LIMIT_LOGIN: '1/600', HASH_CONCURRENCY: '1', HASH_QUEUE: '0' },
        passwordCost: CURRENT_PARAMS,
      });
      try {
        await registerAdmin(t.app);
        const wrong = { email: ADMIN.email, password: 'wrong password' };
        const crowd = await Promise.all(
          Array.from({ length: 4 }, (_, i) => loginFrom(t, wrong, `10.4.1.${i + 1}`)),
        );
        const busy = crowd.map((res, i) => [res.statusCode, i] as const).filter(([s]) => s === 503);
        expect(busy.length).toBeGreaterThan(0);
        // An address that was only told "busy" still has its one attempt.
        for (const [, i] of busy) {
          expect((await loginFrom(t, ADMIN, `10.4.1.${i + 1}`)).statusCode).toBe(200);
        }
      } finally {
        await t.close();
      }
    });
  });

  describe('hashes stored with older settings', () => {
    // Several real password hashes: on a loaded machine they take longer than the default.
    it('are upgraded on the next successful sign-in', { timeout: 60_000 }, async () => {
      const t = await createTestApp({ passwordCost: CURRENT_PARAMS });
      try {
        await registerAdmin(t.app);
        const salt = randomBytes(16);
        const key = scryptSync(ADMIN.password, salt, 32, {
          N: 2 ** 17,
          r: 8,
          p: 1,
          maxmem: 256 * 1024 * 1024,
        });
        const old = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join(
          '$',
        );
        const db = await connectDatabase(databaseConfig(t.config));
        try {
          await db.db.updateTable('user').set({ passwordHash: old }).execute();
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
