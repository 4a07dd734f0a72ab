import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcMutate } from '../test-support/trpc';

const ALLOWED = 'https://app.example.com';
const ALSO_ALLOWED = 'http://localhost:5173';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let token: string;
let podcastId: string;

const get = (url: string, origin: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { origin, ...headers } });

const preflight = (url: string, origin: string, method = 'GET', headers?: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  } satisfies InjectOptions);

beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: `${ALLOWED},${ALSO_ALLOWED}` } });
  token = await registerAdmin(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: sampleInput('podcast', 1),
    headers: authHeaders(token),
  });
  expect(created.statusCode).toBe(201);
  podcastId = created.json<{ _id: string }>()._id;
});
afterAll(async () => {
  await t?.close();
});

describe('CORS_ORIGINS opens the public REST reads to other origins', () => {
  it('answers a listed origin on lists, records and the site settings, paging headers readable', async () => {
    for (const [url, origin] of [
      ['/api/podcastdisplay?limit=1', ALLOWED],
      [`/api/podcastview/${podcastId}`, ALSO_ALLOWED],
      ['/api/siteview', ALLOWED],
    ] as const) {
      const res = await get(url, origin);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/origin/i);
      expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count, Link, ETag');
      // Never with credentials: a visitor's session cookie does not ride along.
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives an origin not listed no CORS header, so its browser refuses the answer', async () => {
    const res = await get('/api/podcastdisplay', FOREIGN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a conditional read from a listed origin', async () => {
    const res = await preflight('/api/podcastdisplay', ALLOWED, 'GET', 'if-none-match');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(res.headers['access-control-allow-headers']).toMatch(/If-None-Match/);
    expect(res.headers['access-control-max-age']).toBe('600');

    const foreign = await preflight('/api/podcastdisplay', FOREIGN);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens nothing that needs a session: writes, counts and the inboxes stay same-origin', async () => {
    for (const [url, method] of [
      ['/api/podcast', 'POST'],
      [`/api/podcastdelete/${podcastId}`, 'DELETE'],
      ['/api/podcastnumber', 'GET'],
      ['/api/contactdisplay', 'GET'],
      ['/api/siteupdate', 'POST'],
      ['/api/login', 'POST'],
    ] as const) {
      const res = await preflight(url, ALLOWED, method, 'authorization,content-type');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    // Answered as before to a caller that sends its token, but with nothing a browser on
    // another origin may read.
    const inbox = await get('/api/contactdisplay', ALLOWED, authHeaders(token));
    expect(inbox.statusCode).toBe(200);
    expect(inbox.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  it('sends no CORS header and answers no preflight: same-origin only', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        url: '/api/podcastdisplay',
        headers: { origin: ALLOWED },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const options = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/podcastdisplay',
        headers: { origin: ALLOWED, 'access-control-request-method': 'GET' },
      });
      expect(options.statusCode).toBe(404);
      expect(options.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('CORS_TOKEN_CALLS also opens calls made with an API token', () => {
  let tokenApp: TestApp;
  let session: string;
  let apiToken: string;
  beforeAll(async () => {
    tokenApp = await createTestApp({
      env: { CORS_ORIGINS: ALLOWED, CORS_TOKEN_CALLS: 'true' },
    });
    session = await registerAdmin(tokenApp.app);
    const created = await trpcMutate(
      tokenApp.app,
      'apiTokens.create',
      { name: 'Browser app', scopes: ['content:read', 'content:write'] },
      authHeaders(session),
    );
    apiToken = created.json<{ result: { data: { token: string } } }>().result.data.token;
  });
  afterAll(async () => {
    await tokenApp?.close();
  });

  const post = (token: string) =>
    tokenApp.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 2),
      headers: { origin: ALLOWED, ...authHeaders(token) },
    });

  it('answers the preflight of a write that will carry an Authorization header', async () => {
    const res = await tokenApp.app.inject({
      method: 'OPTIONS',
      url: '/api/podcast',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, DELETE');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-headers']).toMatch(/If-Match/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("a token's read of drafts varies by origin and by credentials, compressed or not", async () => {
    for (const encoding of [undefined, 'gzip']) {
      const res = await tokenApp.app.inject({
        method: 'GET',
        url: '/api/podcastdisplay?status=all',
        headers: {
          origin: ALLOWED,
          ...authHeaders(apiToken),
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const vary = String(res.headers.vary).toLowerCase();
      for (const name of ['origin', 'authorization', 'cookie']) expect(vary).toContain(name);
    }
  });

  it('lets the listed origin read an API token call, never a session call', async () => {
    const withToken = await post(apiToken);
    expect(withToken.statusCode).toBe(201);
    expect(withToken.headers['access-control-allow-origin']).toBe(ALLOWED);

    const withSession = await post(session);
    expect(withSession.statusCode).toBe(201);
    expect(withSession.headers['access-control-allow-origin']).toBeUndefined();

    const foreign = await tokenApp.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 3),
      headers: { origin: FOREIGN, ...authHeaders(apiToken) },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
