import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { DOCS_PREFIX } from './docs';
import { openapiPath } from './document';

const registered: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: ({ method, url }) => {
      for (const each of [method].flat()) registered.push(`${each} ${url}`);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const fetchDocument = () => t.app.inject({ method: 'GET', url: '/api/openapi.json' });

it('answers the document as JSON, revalidated by its ETag, with the security headers', async () => {
  const res = await fetchDocument();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  const again = await t.app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    headers: { 'if-none-match': String(res.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});

it('is a valid OpenAPI 3.1 document', async () => {
  const res = await fetchDocument();
  expect(res.json()).toMatchObject({ openapi: '3.1.0' });
  const file = join(t.dataDir, 'openapi.json');
  await writeFile(file, res.body);
  const result = await validate(file);
  expect(result.valid ? [] : result.errors, JSON.stringify(result)).toEqual([]);
  expect(result.warnings).toEqual([]);
});

it('lists exactly the calls the app serves under /api (and the CV and media downloads), with their methods', async () => {
  const document = (await fetchDocument()).json<{ paths: Record<string, object> }>();
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const served = registered
    .filter((route) => / \/(api|uploads|files)\//.test(route) && !route.startsWith('HEAD '))
    // The document itself and its readable reference are about the API, not of it.
    .filter((route) => route !== 'GET /api/openapi.json' && !route.includes(` ${DOCS_PREFIX}`))
    .map((route) => {
      const [method = '', path = ''] = route.split(' ');
      return `${method} ${openapiPath(path)}`;
    });
  expect(served.length).toBeGreaterThan(50);
  expect(served).toContain('GET /uploads/cvs/{name}');
  expect(served).toContain('GET /files/media/{hash}/{file}');
  expect(documented.sort()).toEqual(served.sort());
});

it('takes paging, security and examples from the contracts and built-in content', async () => {
  const document = (await fetchDocument()).json<{
    paths: Record<string, Record<string, { parameters?: object[]; security?: object[] }>>;
  }>();
  expect(document.paths['/api/podcastdisplay']?.get?.parameters).toEqual([
    {
      name: 'limit',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100 }),
    },
    {
      name: 'offset',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ type: 'integer', minimum: 0 }),
    },
    // Drafts and scheduled records too, for a signed-in caller.
    { name: 'status', in: 'query', required: false, schema: { type: 'string', const: 'all' } },
    // A locale's values (LOCALES), declared once by the route table.
    { name: 'locale', in: 'query', required: false, schema: { type: 'string' } },
  ]);
  for (const [path, method] of [
    ['/api/podcastview/{id}', 'get'],
    ['/api/siteview', 'get'],
    ['/api/podcast', 'post'],
    ['/api/podcastupdate/{id}', 'post'],
    ['/api/siteupdate', 'post'],
  ] as const) {
    expect(document.paths[path]?.[method]?.parameters).toContainEqual(
      expect.objectContaining({ name: 'locale', in: 'query' }),
    );
  }
  expect(document.paths['/api/podcastdisplay']?.get?.security).toBeUndefined();
  // An account, or an API token with the operation's scope; deleting a message is for accounts.
  expect(document.paths['/api/podcast']?.post?.security).toEqual([
    { sessionCookie: [] },
    { bearerAuth: ['content:write'] },
  ]);
  expect(document.paths['/api/contactdisplay']?.get?.security).toEqual([
    { sessionCookie: [] },
    { bearerAuth: ['inbox:read'] },
  ]);
  expect(document.paths['/api/contactdelete/{id}']?.delete?.security).toEqual([
    { sessionCookie: [] },
    { bearerAuth: [] },
  ]);
  expect(document.paths['/api/contact']?.post?.security).toBeUndefined();
  expect(document).toMatchObject({
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'studio_session' } },
    },
    paths: {
      '/api/podcast': {
        post: {
          requestBody: {
            content: { 'application/json': { example: { title: expect.any(String) } } },
          },
        },
      },
    },
  });
});

it('says where a 403 may also ask for a recent sign-in: adding a passkey, setting up TOTP', async () => {
  const document = (await fetchDocument()).json<{
    paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
  }>();
  const forbidden = (path: string, method: string) =>
    document.paths[path]?.[method]?.responses['403']?.description;
  const recent = /signed in over 10 minutes ago \(sign in again to change how you sign in\)/;
  for (const path of [
    '/api/account/passkeys/options',
    '/api/account/passkeys',
    '/api/account/totp/setup',
    '/api/account/totp/enable',
  ]) {
    expect(forbidden(path, 'post'), path).toMatch(recent);
  }
  expect(forbidden('/api/account/totp/disable', 'post')).not.toMatch(recent);
  expect(forbidden('/api/account/passkeys', 'get')).not.toMatch(recent);
});

it('serves a readable reference at /api/docs from its own files, with a CSP of its own', async () => {
  const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('<title>Studio API reference</title>');
  // Every script and style from this server: no CDN.
  const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:/);

  const initializer = await t.app.inject({
    method: 'GET',
    url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
  });
  expect(initializer.statusCode).toBe(200);
  // No outside validator is asked about the document.
  expect(initializer.body).toContain('validatorUrl: null');

  const missing = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/no-such.js` });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'Not found.' });

  // The reference reads the generated document.
  const json = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
  expect(json.json()).toEqual((await fetchDocument()).json());
});
