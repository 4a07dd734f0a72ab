import { publicPages } from '@studio/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('robots.txt keeps crawlers out of the admin area and points at the sitemap', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'studio.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/studio\.test\/sitemap\.xml$/m);
  });

  it('the sitemap lists every public page, dated by the newest record it shows', async () => {
    const sitemap = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'studio.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      return res.body;
    };
    const before = await sitemap();
    expect(before).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of Object.keys(publicPages)) {
      expect(before).toContain(`<loc>http://studio.test${path}</loc>`);
    }
    expect(before).not.toContain('/admin');
    // No records and fixed words: no date.
    expect(before).toContain('<url><loc>http://studio.test/career</loc></url>');
    expect(before).toContain('<url><loc>http://studio.test/gallery</loc></url>');

    const token = await registerAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: authHeaders(token),
      payload: { imageUrl: '/media/home/about.svg', title: 'Dated' },
    });
    expect(created.statusCode).toBe(201);
    const { updatedAt } = created.json<{ updatedAt: string }>();
    expect(await sitemap()).toContain(
      `<url><loc>http://studio.test/gallery</loc><lastmod>${updatedAt}</lastmod></url>`,
    );
  });
});

describe('with PUBLIC_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://goldhill.example/' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('absolute links use it, whatever Host the request names', async () => {
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'internal:3000' },
    });
    expect(robots.body).toContain('Sitemap: https://goldhill.example/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://goldhill.example/podcast</loc>');
  });
});
