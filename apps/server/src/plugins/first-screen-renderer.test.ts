import { rmSync } from 'node:fs';
import { music } from '@studio/content';
import { PUBLIC_PAGE_SIZE } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  cookieHeaders,
  createTestApp,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { firstScreenFiles, webDistDir } from '../test-support/web-dist';

const INDEX_HTML =
  '<!doctype html><html><head><title>Studio</title></head><body><div id="root"></div></body></html>';
/** /contact as the build writes it: its first screen without data. */
const BUILT_CONTACT = INDEX_HTML.replace('<div id="root"></div>', '<div id="root">LOADING</div>');
/** /music as the build writes it: the built-in releases, which the SPA shows until it has an answer. */
const BUILT_MUSIC = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${music.map(({ alt }) => alt).join()}</div>`,
);

/**
 * A renderer as the build writes it (apps/web src/first-screen/render.tsx), reduced to what the
 * server relies on: the page's HTML, from the lists it is given. It counts its renders.
 */
const RENDERER = `
let renders = 0;
export async function firstScreenPage(indexHtml, path, lists) {
  renders += 1;
  const items = lists.flatMap((list) => (list.records ?? list.page.items).map((r) => '<li>' + list.type + ':' + (r.email ?? r.alt) + '</li>'));
  const totals = lists.filter((list) => list.page).map((list) => ' data-total="' + list.page.total + '"').join('');
  return indexHtml.replace('<div id="root"></div>', '<div id="root"><ul data-path="' + path + '" data-render="' + renders + '"' + totals + '>' + items.join('') + '</ul></div>');
}`;

const INFO = {
  address: 'Pine View House',
  phone: '+91 135 263 0142',
  email: 'first@studio.test',
  hours: 'Monday to Saturday',
};

/** A built SPA whose renderer is `renderer` (none: no file). */
const webDist = (renderer?: string) =>
  webDistDir(
    INDEX_HTML,
    firstScreenFiles({ '/contact': BUILT_CONTACT, '/music': BUILT_MUSIC }, renderer),
  );

describe("a first screen rendered with its page's lists (/contact, with its contact info)", () => {
  let t: TestApp;
  let dist: string;
  let token: string;
  const contact = async (url = '/contact', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    dist = webDist(RENDERER);
    t = await createTestApp({ env: { WEB_DIST: dist } });
    token = await registerAdmin(t.app);
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the public records into the page, once until they change', async () => {
    const empty = await contact();
    expect(empty).toContain('<ul data-path="/contact" data-render="1"></ul>');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contactinfo',
      headers: authHeaders(token),
      payload: INFO,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    const first = await contact();
    expect(first).toContain('data-render="2"><li>contactinfo:first@studio.test</li></ul>');
    // Nothing changed: the page kept, not rendered again.
    expect(await contact('/contact/?enquire=Camera')).toBe(first);

    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/contactinfoupdate/${id}`,
      headers: authHeaders(token),
      payload: { ...INFO, email: 'second@studio.test' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await contact()).toContain(
      'data-render="3"><li>contactinfo:second@studio.test</li></ul>',
    );

    // A draft is no visitor's: the public list, rendered again without it.
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/contactinfo',
      headers: authHeaders(token),
      payload: { ...INFO, email: 'draft@studio.test', status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const withDraft = await contact();
    expect(withDraft).toContain('<li>contactinfo:second@studio.test</li></ul>');
    expect(withDraft).not.toContain('draft@studio.test');
  });

  it("sends an editor's preview as the build wrote it: the SPA reads its lists", async () => {
    const preview = await contact('/contact?preview=1', cookieHeaders(token));
    expect(preview).toContain('<div id="root">LOADING</div>');
    expect(preview).not.toContain('data-render');
  });

  it('does not serve the renderer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/first-screen.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('firstScreenPage');
  });
});

describe("a gallery's first screen (/music): its first page of published records", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = webDist(RENDERER);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('shows what the API answers, renamed and counted, never a draft or a built-in release', async () => {
    const token = await registerAdmin(t.app);
    const page = async () => (await t.app.inject({ method: 'GET', url: '/music' })).body;
    const cover = music[0]?.src ?? '';
    const add = (alt: string, status?: 'draft') =>
      t.app.inject({
        method: 'POST',
        url: '/api/music',
        headers: authHeaders(token),
        payload: { src: cover, alt, status },
      });
    // No records: the page the SPA would render before any answer (SPEC.md's fallback).
    expect(await page()).toContain('<ul data-path="/music" data-render="1" data-total="0"></ul>');

    const ids: string[] = [];
    for (const { alt } of music) {
      const created = await add(alt);
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json<{ _id: string }>()._id);
    }
    expect(await add('Unreleased', 'draft')).toHaveProperty('statusCode', 201);
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/api/musicupdate/${ids[0]}`,
      headers: authHeaders(token),
      payload: { src: cover, alt: 'Renamed Letters' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await add('The thirteenth')).toHaveProperty('statusCode', 201);

    const html = await page();
    expect(html).toContain(`data-total="${music.length + 1}"><li>music:Renamed Letters</li>`);
    expect(html).not.toContain(music[0]?.alt);
    expect(html).not.toContain('Unreleased');
    // The first page only, as the SPA's first read asks for it.
    expect(html.match(/<li>/g)).toHaveLength(PUBLIC_PAGE_SIZE);
  });
});

describe('a first screen once an expiry comes', () => {
  let t: TestApp;
  let dist: string;
  let clock = Date.parse('2026-12-01T09:00:00.000Z');

  beforeAll(async () => {
    dist = webDist(RENDERER);
    t = await createTestApp({ env: { WEB_DIST: dist }, now: () => clock });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders the page again without the record, with no timer', async () => {
    const token = await registerAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contactinfo',
      headers: authHeaders(token),
      payload: { ...INFO, unpublishAt: new Date(clock + 60_000).toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = async () => (await t.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(await page()).toContain('<li>contactinfo:first@studio.test</li>');
    clock += 60_000;
    const after = await page();
    expect(after).toContain('<ul data-path="/contact"');
    expect(after).not.toContain('first@studio.test');
  });
});

describe.each([
  ['throws', 'export async function firstScreenPage() { throw new Error("no window"); }'],
  ['answers no HTML', 'export async function firstScreenPage() { return 42; }'],
  ['is not a renderer', 'export const firstScreenPage = "<html>";'],
  ['is missing', undefined],
])('when the renderer %s', (_, renderer) => {
  it("sends the build's page, and says why in the log once", async () => {
    const dist = webDist(renderer);
    const t = await createTestApp({ env: { WEB_DIST: dist, LOG_LEVEL: 'error' } });
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        const res = await t.app.inject({ method: 'GET', url: '/contact' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root">LOADING</div>');
      }
      const errors = t.logs().filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual([
        expect.stringMatching(
          /^(A first screen could not be rendered|The first-screen renderer could not be loaded)/,
        ),
      ]);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
