import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, registerAdmin, type TestApp } from '../test-support/app';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every answer its own X-Request-Id, ignoring one sent by an untrusted client', async () => {
    t = await createTestApp();
    const first = await t.app.inject({ url: '/api/sliderdisplay' });
    const second = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps the id a trusted proxy sends, unless it is malformed', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1' } });
    const fromProxy = (id: string) =>
      t?.app.inject({
        url: '/api/sliderdisplay',
        headers: { 'x-request-id': id },
        remoteAddress: '10.0.0.1',
      });
    expect((await fromProxy('lb-7f3a:42'))?.headers['x-request-id']).toBe('lb-7f3a:42');
    for (const bad of ['two words', 'x'.repeat(129), '<script>']) {
      expect((await fromProxy(bad))?.headers['x-request-id'], bad).toMatch(UUID);
    }
    const direct = await t.app.inject({
      url: '/api/sliderdisplay',
      headers: { 'x-request-id': 'lb-7f3a:43' },
      remoteAddress: '10.0.0.2',
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it("puts the id on every log line of the request, the services' own included", async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    await registerAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...ADMIN, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'];
    const lines = t.logs().filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'login attempt',
      'request completed',
    ]);
  });
});
