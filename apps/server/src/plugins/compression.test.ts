import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp, tempDir } from '../test-support/app';
import { sampleInput } from '../test-support/content';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

/** A built file with the .br and .gz the web build writes beside it. */
function writeBuilt(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('compressed answers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = tempDir('studio-web-dist-');
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'media', 'brand'), { recursive: true });
    // As large as the real one, so every page's HTML passes the 1 KB threshold.
    writeFileSync(
      join(webDist, 'index.html'),
      `<html><head><title>x</title></head><body>${'<p>studio</p>'.repeat(100)}</body></html>`,
    );
    writeBuilt(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    writeBuilt(join(webDist, 'media', 'brand', 'mark.svg'), SVG);
    t = await createTestApp({ env: { WEB_DIST: webDist, SEED_DEMO: 'true' } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the precompressed %s copy of a built script', async (encoding, decode) => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('the copies are no addresses of their own (a route per file costs the start)', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/media/brand/mark.svg.gz']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('media: compressed, cached for a day, revalidated by its ETag', async () => {
    const res = await get('/media/brand/mark.svg', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(res.headers.etag);
    expect(etag).not.toBe('undefined');
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    // Each encoding is its own file, with its own tag: revalidated as it was fetched.
    const again = await get('/media/brand/mark.svg', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
  });

  it('JSON lists of 1 KB and more go compressed; the ETag still answers 304', async () => {
    const plain = await get('/api/podcastdisplay');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzipped = await get('/api/podcastdisplay', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await get('/api/podcastdisplay', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const again = await get('/api/podcastdisplay', {
      'accept-encoding': 'br',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('follows the q-values of Accept-Encoding, and sends a small record as it is', async () => {
    const plain = await get('/api/podcastdisplay');
    const gzipped = await get('/api/podcastdisplay', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const res = await get('/api/podcastdisplay', { 'accept-encoding': refused });
      expect(res.headers['content-encoding'], refused).toBeUndefined();
      expect(res.body, refused).toBe(plain.body);
    }
    const [first] = plain.json<{ _id: string }[]>();
    const record = await get(`/api/podcastview/${first?._id}`, { 'accept-encoding': 'br' });
    expect(record.rawPayload.length).toBeLessThan(1024);
    expect(record.headers['content-encoding']).toBeUndefined();
    expect(record.json()).toMatchObject({ _id: first?._id });
  });

  it('a compressed list is never the one from before a write', async () => {
    const admin = await adminHeaders(t.app);
    const before = await get('/api/podcastdisplay', { 'accept-encoding': 'br' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 7),
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    for (const encoding of ['br', 'gzip'] as const) {
      const after = await get('/api/podcastdisplay', { 'accept-encoding': encoding });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const ids = JSON.parse(decode(after.rawPayload).toString()).map(
        (record: { _id: string }) => record._id,
      );
      expect(ids).toContain(_id);
    }
  });

  it("the SPA's HTML, written per page, goes compressed too", async () => {
    const res = await get('/podcast', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>');
    const missing = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    const plain = await get('/podcast');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>');
  });

  it('tRPC answers keep their status and type when compressed', async () => {
    // The tRPC adapter replies with a fetch Response; compressing it must not turn a refusal into 200.
    const res = await get('/trpc/users.list', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body =
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : res.rawPayload;
    expect(JSON.parse(body.toString())).toMatchObject({ error: { data: { httpStatus: 401 } } });
  });

  it('small answers go as they are', async () => {
    const res = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
