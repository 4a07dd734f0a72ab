import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, errorBody, registerAdmin } from '../test-support/app';
import { trpcQuery } from '../test-support/trpc';

const SETUP_TOKEN = 'first-run-setup-token-1234';
const WARNING = /no administrator exists and the server listens on/;

describe('SETUP_TOKEN: the first account must carry it', () => {
  it('refuses the first registration without it or with a wrong one, creating nothing', async () => {
    const t = await createTestApp({ env: { SETUP_TOKEN } });
    try {
      for (const payload of [ADMIN, { ...ADMIN, setupToken: 'wrong-setup-token-12345' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/register', payload });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(errorBody(messages.register.setupTokenRequired));
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
      expect(login.statusCode).toBe(401);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...ADMIN, setupToken: SETUP_TOKEN },
      });
      expect(res.statusCode).toBe(201);
      const { token } = res.json<{ token: string }>();
      const me = await trpcQuery(t.app, 'auth.me', undefined, { authorization: `Bearer ${token}` });
      expect(me.json().result.data).toMatchObject({ email: ADMIN.email, role: 'admin' });
    } finally {
      await t.close();
    }
  });

  it('changes nothing once the first account exists (registration stays closed)', async () => {
    const t = await createTestApp({ env: { SETUP_TOKEN } });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...ADMIN, setupToken: SETUP_TOKEN },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'b@example.com', password: 'long enough', setupToken: SETUP_TOKEN },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual(errorBody(messages.register.closed));
    } finally {
      await t.close();
    }
  });
});

describe('the start-up warning about an unclaimed site', () => {
  const warned = async (env: Record<string, string>, withAdmin = false) => {
    const first = await createTestApp({ env: { LOG_LEVEL: 'warn', ...env } });
    if (!withAdmin) {
      const found = first.logs().some((line) => WARNING.test(line.msg));
      await first.close();
      return found;
    }
    // Restart on the same data folder once an admin exists.
    await registerAdmin(first.app);
    await first.app.close();
    const again = await createTestApp({
      env: { LOG_LEVEL: 'warn', ...env },
      dataDir: first.dataDir,
    });
    const found = again.logs().some((line) => WARNING.test(line.msg));
    await again.close();
    await first.close();
    return found;
  };

  it('warns when no admin exists and HOST is not a loopback address', async () => {
    expect(await warned({ HOST: '0.0.0.0' })).toBe(true);
  });

  it('stays quiet on loopback, with SETUP_TOKEN, or once an admin exists', async () => {
    expect(await warned({ HOST: '127.0.0.1' })).toBe(false);
    expect(await warned({ HOST: '0.0.0.0', SETUP_TOKEN })).toBe(false);
    expect(await warned({ HOST: '0.0.0.0' }, true)).toBe(false);
  });
});
