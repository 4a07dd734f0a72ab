import { rmSync } from 'node:fs';
import { type Catalogue, loadCatalogue, notFoundPage, publicPages } from '@studio/content';
import { messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, errorBody, type TestApp } from '../test-support/app';
import { firstScreenFiles, webDistDir } from '../test-support/web-dist';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Studio</title></head><body><div id="root"></div></body></html>';
/** /music as the build writes it (the default language's, without data). */
const BUILT_MUSIC = INDEX_HTML.replace('<div id="root"></div>', '<div id="root">BUILT</div>');

/**
 * A renderer as the build writes it, reduced to what the server relies on: it shows the path
 * it renders, the site's locales and each list's records.
 */
const RENDERER = `
export async function firstScreenPage(indexHtml, path, lists, locales) {
  const items = lists.flatMap((list) => (list.records ?? list.page.items).map((r) => '<li>' + (r.email ?? r.alt) + '</li>'));
  return indexHtml.replace('<div id="root"></div>', '<div id="root"><ul data-path="' + path + '" data-locales="' + locales.join() + '">' + items.join('') + '</ul></div>');
}`;

/** A built SPA with that renderer. */
const webDist = () =>
  webDistDir(
    INDEX_HTML,
    firstScreenFiles({ '/music': BUILT_MUSIC, '/career': BUILT_MUSIC }, RENDERER),
  );

const ORIGIN = 'https://goldhill.example';
/** The Spanish words, as the server loads them. */
let es: Catalogue;
const head = (html: string) => html.split('</head>')[0] ?? '';

describe('the public pages with LOCALES=en,es', () => {
  let t: TestApp;
  let dist: string;
  let headers: Record<string, string>;
  const visit = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const spanish = await loadCatalogue('es');
    if (!spanish) throw new Error('No Spanish catalogue');
    es = spanish;
    dist = webDist();
    t = await createTestApp({ env: { WEB_DIST: dist, LOCALES: 'en,es', PUBLIC_URL: ORIGIN } });
    headers = await adminHeaders(t.app);
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves each page under /es in Spanish: lang, title, canonical, hreflang, x-default, og:locale', async () => {
    const res = await visit('/es/podcast');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es" data-locales="en,es">');
    const tags = head(res.body);
    expect(tags).toContain(`<title>${es.pages['/podcast']?.title}</title>`);
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/es/podcast" data-head />`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/podcast" data-head />`,
    );
    expect(tags).toContain(
      `<link rel="alternate" hreflang="es" href="${ORIGIN}/es/podcast" data-head />`,
    );
    expect(tags).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/podcast" data-head />`,
    );
    expect(tags).toContain('<meta property="og:locale" content="es" data-head />');

    const english = await visit('/podcast');
    expect(english.body).toContain('<html lang="en" data-locales="en,es">');
    expect(head(english.body)).toContain(`<title>${publicPages['/podcast']?.title}</title>`);
    expect(head(english.body)).toContain(
      `<link rel="canonical" href="${ORIGIN}/podcast" data-head />`,
    );
    expect(head(english.body)).toContain('<meta property="og:locale" content="en" data-head />');
    // Home under the prefix, with or without its slash.
    expect((await visit('/es')).statusCode).toBe(200);
    expect((await visit('/es/')).body).toContain('<html lang="es"');
  });

  it('answers 404 under a prefix for what is no public page; the default language has no prefix', async () => {
    const missing = await visit('/es/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`<title>${es.notFound.title}</title>`);
    expect(missing.body).toContain('<html lang="es"');
    for (const url of ['/es/login', '/es/register', '/es/dashboard', '/en/podcast']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await visit('/en/podcast')).body).toContain(`<title>${notFoundPage.title}</title>`);
    for (const url of ['/es/admin', '/es/admin/podcast', '/es/api/podcastdisplay', '/es/trpc/x']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(errorBody(messages.server.notFound));
    }
  });

  it("renders a Spanish page's first screen with the records as ?locale=es answers them", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/music',
      headers,
      payload: { src: '/media/music/1.jpg', alt: 'Monsoon Letters' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    const translated = await t.app.inject({
      method: 'POST',
      url: `/api/musicupdate/${id}?locale=es`,
      headers,
      payload: { src: '/media/music/1.jpg', alt: 'Cartas del monzón' },
    });
    expect(translated.statusCode, translated.body).toBe(200);

    const spanish = (await visit('/es/music')).body;
    expect(spanish).toContain(
      '<ul data-path="/es/music" data-locales="en,es"><li>Cartas del monzón</li></ul>',
    );
    const english = (await visit('/music')).body;
    expect(english).toContain(
      '<ul data-path="/music" data-locales="en,es"><li>Monsoon Letters</li></ul>',
    );
    // A page without lists: the build's screen is English, so the Spanish one is rendered.
    expect((await visit('/career')).body).toContain('BUILT');
    expect((await visit('/es/career')).body).toContain('<ul data-path="/es/career"');
  });

  it("paints the Spanish home's loading screen in Spanish: its label and the tagline's translation", async () => {
    const current = (await visit('/api/siteview')).json();
    const { updatedAt: _at, version: _version, ...values } = current;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate?locale=es',
      payload: { ...values, tagline: 'Historias desde las colinas' },
      headers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const spanish = (await visit('/es/')).body;
    expect(spanish).toContain(
      `class="loading-screen" role="status" aria-label="${es.loader.label}"`,
    );
    expect(spanish).toContain('<p>Historias desde las colinas</p>');
    const english = (await visit('/')).body;
    expect(english).toContain('class="loading-screen" role="status" aria-label="Loading"');
    expect(english).toContain(`<p>${values.tagline}</p>`);
  });

  it('lists every page in both languages in the sitemap, each with its alternates', async () => {
    const res = await visit('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) =>
      new RegExp(
        `<url><loc>${loc}</loc>(<lastmod>[^<]+</lastmod>)?<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/music"/><xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/music"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/music"/></url>`,
      );
    expect(res.body).toMatch(entry(`${ORIGIN}/music`));
    expect(res.body).toMatch(entry(`${ORIGIN}/es/music`));
    expect(res.body).toContain(`<loc>${ORIGIN}/es/</loc>`);
    expect(res.body.match(/<url>/g)).toHaveLength(Object.keys(publicPages).length * 2);
    // robots.txt as ever.
    expect((await visit('/robots.txt')).body).not.toContain('/es');
  });
});

describe('the public pages with one locale', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: ORIGIN } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows no trace of languages: no prefix, no hreflang, the sitemap as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/podcast' });
    expect(res.body).toContain('<html lang="en"><head>');
    expect(res.body).not.toMatch(/hreflang|og:locale|data-locales/);
    expect((await t.app.inject({ method: 'GET', url: '/es/podcast' })).statusCode).toBe(404);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).not.toMatch(/xhtml|\/es/);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/music</loc></url>`);
  });
});
