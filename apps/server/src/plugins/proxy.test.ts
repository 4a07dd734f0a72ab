import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import type { Env } from '../config';
import { ADMIN, createTestApp, login, registerAdmin, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';

const PROXY = '127.0.0.1';

/** Opens an app, signs the admin in, runs the checks, closes. */
async function withApp(env: Partial<Env>, run: (t: TestApp, token: string) => Promise<void>) {
  const t = await createTestApp({
    env: { RATE_LIMIT_LOGIN_IP: '2/600', RATE_LIMIT_LOGIN: '100/600', LOG_LEVEL: 'info', ...env },
  });
  try {
    await registerAdmin(t.app);
    await run(t, await login(t.app));
  } finally {
    await t.close();
  }
}

const failLogin = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: ADMIN.email, password: 'wrong password' },
    remoteAddress: PROXY,
    headers,
  });

/** A cookie-authenticated write with the given Origin and forwarding headers. */
const cookieWrite = (t: TestApp, token: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: sampleInput('podcast'),
    remoteAddress: PROXY,
    headers: { cookie: `studio_session=${token}`, ...headers },
  });

describe('with TRUST_PROXY off (the default)', () => {
  it('ignores X-Forwarded-For: every request counts against the socket address', async () => {
    await withApp({}, async (t) => {
      const statuses = [];
      for (let i = 1; i <= 3; i++) {
        statuses.push((await failLogin(t, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const lines = t.logs().filter((line) => line.msg === 'login attempt');
      expect(lines.every((line) => line.ip === PROXY)).toBe(true);
    });
  });

  it('ignores X-Forwarded-Host/Proto in the Origin check', async () => {
    await withApp({}, async (t, token) => {
      const spoofed = await cookieWrite(t, token, {
        host: 'internal:3000',
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(spoofed.statusCode).toBe(403);
      expect(spoofed.json()).toEqual({ message: messages.server.crossSite });
      const direct = await cookieWrite(t, token, {
        host: 'internal:3000',
        origin: 'http://internal:3000',
      });
      expect(direct.statusCode).toBe(201);
    });
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  for (const value of ['true', '1', `${PROXY}`, '127.0.0.0/8, 10.0.0.0/8']) {
    it(`TRUST_PROXY=${value}: limits and logs use the forwarded client address`, async () => {
      await withApp({ TRUST_PROXY: value }, async (t) => {
        const forwarded = (client: string) => ({ 'x-forwarded-for': client });
        expect((await failLogin(t, forwarded('203.0.113.1'))).statusCode).toBe(401);
        expect((await failLogin(t, forwarded('203.0.113.1'))).statusCode).toBe(401);
        expect((await failLogin(t, forwarded('203.0.113.1'))).statusCode).toBe(429);
        // Another client behind the same proxy is not blocked.
        expect((await failLogin(t, forwarded('203.0.113.2'))).statusCode).toBe(401);
        const ips = t
          .logs()
          .filter((line) => line.msg === 'login attempt' && line.outcome !== 'success')
          .map((line) => line.ip);
        expect(ips).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']);
        // Request logs carry the client's address too.
        const requests = t.logs().filter((line) => line.msg === 'incoming request');
        expect(requests.some((line) => JSON.stringify(line.req).includes('"203.0.113.2"'))).toBe(
          true,
        );
      });
    });
  }

  for (const value of ['true', `${PROXY}`]) {
    it(`TRUST_PROXY=${value}: a forwarded value that is no address counts as the proxy's own`, async () => {
      await withApp({ TRUST_PROXY: value }, async (t) => {
        const statuses = [];
        for (const junk of ['unknown', 'unknown2', 'garbage']) {
          statuses.push((await failLogin(t, { 'x-forwarded-for': junk })).statusCode);
        }
        expect(statuses).toEqual([401, 401, 429]);
        // The same bucket as the proxy's own requests; a real client's is still its own.
        expect((await failLogin(t, {})).statusCode).toBe(429);
        expect((await failLogin(t, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
        const ips = t
          .logs()
          .filter((line) => line.msg === 'login attempt' && line.outcome !== 'success')
          .map((line) => line.ip);
        expect(ips).toEqual([PROXY, PROXY, PROXY, PROXY, '203.0.113.9']);
      });
    });
  }

  it('checks Origin against the forwarded host and scheme', async () => {
    await withApp({ TRUST_PROXY: 'true' }, async (t, token) => {
      const proxied = {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'studio.example',
        'x-forwarded-proto': 'https',
      };
      expect(
        (await cookieWrite(t, token, { ...proxied, origin: 'https://studio.example' })).statusCode,
      ).toBe(201);
      for (const origin of [
        'http://studio.example',
        'https://evil.example',
        'http://127.0.0.1:3000',
      ]) {
        expect((await cookieWrite(t, token, { ...proxied, origin })).statusCode, origin).toBe(403);
      }
    });
  });

  it('ignores the headers of a sender that is not a trusted proxy', async () => {
    await withApp({ TRUST_PROXY: '10.0.0.0/8' }, async (t) => {
      const statuses = [];
      for (let i = 1; i <= 3; i++) {
        statuses.push((await failLogin(t, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });
  });
});
