import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  logoLoaderHtml,
  notFoundPage,
  publicPages,
  SERVED_LOADING_SCREEN_ID,
  site,
  siteSettings,
} from '@studio/content';
import { messages, PREVIEW_BANNER_ID, previewNotice } from '@studio/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createTestApp,
  errorBody,
  login,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { firstScreenFiles, webDistDir } from '../test-support/web-dist';
import { withPageHead } from './page-head';

const CRITICAL_CSS = 'body{background:#0b0b0d}';
const INDEX_HTML = `<!doctype html><html><head><title>Studio</title><style>${CRITICAL_CSS}</style><script defer src="/assets/start-scripts-abc.js"></script><template id="scripts-after-load"><script type="module" crossorigin src="/assets/index-abc.js"></script></template></head><body><div id="root"></div></body></html>`;
/** index.html as the build writes it for sign-in and admin pages: its scripts start at once. */
const INDEX_AT_ONCE_HTML = `<!doctype html><html><head><title>Studio</title><style>${CRITICAL_CSS}</style><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const ASSET = 'console.log("app");';
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>Studio</title></svg>';
/** /music as the build writes it with its first screen (apps/web build/first-screens.ts). */
const MUSIC_SCREEN = '<div inert><h1>RELEASED MUSIC</h1></div>';
const MUSIC_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${MUSIC_SCREEN}</div>`,
);
/** /login as the build writes it with its first screen: the sign-in card. */
const LOGIN_SCREEN = '<div inert><h1>Sign in</h1></div>';
const LOGIN_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${LOGIN_SCREEN}</div>`,
);

const notFound = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual(errorBody(messages.server.notFound));
};

describe('with a built SPA in WEB_DIST', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = webDistDir(INDEX_HTML, {
      'index.scripts-at-once.html': INDEX_AT_ONCE_HTML,
      'assets/index-abc123.js': ASSET,
      [site.logo.onDark]: `${LOGO_SVG}\n`,
      'route-chunks.json': JSON.stringify({
        '/podcast': ['/assets/podcast-abc.js'],
        '/login': ['/assets/login-abc.js'],
        '/register': ['/assets/register-abc.js'],
      }),
      ...firstScreenFiles({ '/music': MUSIC_HTML, '/login': LOGIN_HTML }),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, publicPages['/']?.title],
    ['/podcast', 200, publicPages['/podcast']?.title],
    ['/podcast/', 200, publicPages['/podcast']?.title],
    ['/admin/EditSlider?id=1', 200, 'Admin · Goldhill Studios'],
    ['/deep/link/that/does/not/exist', 404, notFoundPage.title],
  ])('answers the SPA for %s (index.html with its head), status %i', async (url, status, title) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'studio.test' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<style>${CRITICAL_CSS}</style>`);
    expect(res.body).toContain(`<title>${title}</title>`);
    const path = url.split('?')[0] ?? '';
    if (status === 200 && !path.startsWith('/admin')) {
      const canonical = `http://studio.test${path.length > 1 ? path.replace(/\/$/, '') : path}`;
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" data-head />`);
      expect(res.body).not.toContain('noindex');
    } else {
      expect(res.body).toContain('<meta name="robots" content="noindex" data-head />');
    }
  });

  it("marks a signed-in editor's preview with the banner, and nobody else's", async () => {
    const banner = `<p id="${PREVIEW_BANNER_ID}" role="status" class="preview-banner">${previewNotice}</p>`;
    const visit = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'studio.test', ...headers } });

    const anonymous = await visit('/podcast?preview=1');
    expect(anonymous.body).not.toContain(PREVIEW_BANNER_ID);
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    // The suite's admin (the first account), signed in by its session cookie.
    const token = await registerAdmin(t.app);
    const editor = await visit('/podcast?preview=1', cookieHeaders(token));
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain(banner);
    expect(editor.body).toMatch(new RegExp(`<body[^>]*><p id="${PREVIEW_BANNER_ID}"`));
    // The editor's own page: no shared cache keeps it.
    expect(editor.headers['cache-control']).toBe('private, no-cache');
    // Only where asked, and only on public pages.
    expect((await visit('/podcast', cookieHeaders(token))).body).not.toContain(PREVIEW_BANNER_ID);
    expect((await visit('/admin/podcast?preview=1', cookieHeaders(token))).body).not.toContain(
      PREVIEW_BANNER_ID,
    );
  });

  it("lets the site's own pages frame an editor's preview (the live preview), and only that page", async () => {
    const visit = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'studio.test', ...headers } });
    const frameAncestors = (res: LightMyRequestResponse) =>
      /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    // The suite's admin: the test before may have registered it already.
    const token = await registerAdmin(t.app).catch(() => login(t.app));

    const editor = await visit('/podcast?preview=1', cookieHeaders(token));
    expect(frameAncestors(editor)).toBe("'self'");
    expect(editor.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The rest of the policy is the usual one.
    const plain = await visit('/podcast', cookieHeaders(token));
    expect(String(editor.headers['content-security-policy'])).toBe(
      String(plain.headers['content-security-policy']).replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      ),
    );
    // A visitor's ?preview=1, the editor's plain page and the admin's own pages: framed by no one.
    expect(frameAncestors(plain)).toBe("'none'");
    expect(frameAncestors(await visit('/podcast?preview=1'))).toBe("'none'");
    expect(frameAncestors(await visit('/admin/podcast?preview=1', cookieHeaders(token)))).toBe(
      "'none'",
    );
  });

  it('writes the studio as a schema.org Organization into the home page only', async () => {
    const ldJson = (body: string) =>
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1];
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'studio.test' } });
    const data = JSON.parse(ldJson(home.body) ?? 'null');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Goldhill Studios',
      url: 'http://studio.test/',
      email: siteSettings.email,
      telephone: siteSettings.phones[0],
      address: { streetAddress: siteSettings.address },
    });
    expect(data.sameAs).toContain(siteSettings.youtubeUrl);
    const podcast = await t.app.inject({ method: 'GET', url: '/podcast' });
    expect(ldJson(podcast.body)).toBeUndefined();
  });

  it("starts its hero image with the HTML, and the page's own chunks with the entry's script once loaded", async () => {
    const head = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).body.split('</head>')[0] ?? '';
    const podcast = await head('/podcast/');
    // In the template of the scripts the page starts once it has loaded, beside the entry's.
    expect(podcast).toContain(
      '<template id="scripts-after-load"><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/podcast-abc.js"></template>',
    );
    const hero = `<link rel="preload" as="image" href="${publicPages['/podcast']?.hero}" fetchpriority="high">`;
    expect(podcast).toContain(hero);
    // Ahead of the head's scripts, at the priority of the hero's own <img>.
    expect(podcast.indexOf(hero)).toBeLessThan(podcast.indexOf('<script'));
    // Sign-in paints its first screen from the HTML: its scripts wait for the load, too.
    expect(await head('/login')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-abc.js"></template>',
    );
    // A page the build gave no first screen paints nothing before its scripts: they start
    // with the HTML, not held until load.
    expect(await head('/register')).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/register-abc.js">',
    );
    expect(await head('/register')).not.toMatch(/scripts-after-load|start-scripts/);
    // Pages without a hero image or chunks of their own preload nothing.
    for (const url of ['/contact', '/no-such-page']) {
      expect(await head(url), url).not.toMatch(/rel="(modulepreload|preload)"/);
    }
  });

  it('escapes what it writes into the head', () => {
    const html = withPageHead(
      '<html><head><title>x</title></head></html>',
      { kind: 'notFound', title: '<script>"&' },
      { origin: 'http://studio.test' },
    );
    expect(html).toContain('<title>&#60;script&#62;&#34;&#38;</title>');
    const data = withPageHead(
      '<html><head></head></html>',
      { kind: 'notFound', title: 'x' },
      { origin: 'http://studio.test', data: { text: '</script><script>alert(1)</script>' } },
    );
    expect(data).not.toContain('</script><script>');
    expect(data).toContain('\\u003c/script>');
  });

  it('paints a loader from the HTML: the loading screen on home (with the tagline), the logo elsewhere', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate',
      headers: authHeaders(await login(t.app)),
      payload: { ...siteSettings, tagline: 'Heard <first> here' },
    });
    expect(saved.statusCode).toBe(200);
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<div id="${SERVED_LOADING_SCREEN_ID}" class="loading-screen"`);
    expect(home).toContain('<p>Heard &#60;first&#62; here</p>');
    // Beside the SPA's root, so it stays up while the SPA mounts.
    expect(home.indexOf(SERVED_LOADING_SCREEN_ID)).toBeLessThan(home.indexOf('<div id="root">'));
    expect(home).toContain('<div id="root"></div>');

    for (const url of ['/podcast', '/no-such-page']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      // The mark itself, not an image to fetch first.
      const svg = LOGO_SVG.replace('<svg ', '<svg role="img" ');
      expect(body, url).toContain(`<div id="root">${logoLoaderHtml(svg)}</div>`);
      expect(body, url).not.toContain('loading-screen');
    }
    // Registration and admin pages are light: no dark loader flashes before them.
    for (const url of ['/register', '/admin/users']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body, url).toContain('<div id="root"></div>');
    }
  });

  it("sends a page's first screen from the build instead of the loader, with the page's head", async () => {
    const music = await t.app.inject({
      method: 'GET',
      url: '/music/',
      headers: { host: 'studio.test' },
    });
    expect(music.statusCode).toBe(200);
    expect(music.body).toContain(`<div id="root">${MUSIC_SCREEN}</div>`);
    expect(music.body).not.toContain('logo-loader');
    expect(music.body).toContain(`<title>${publicPages['/music']?.title}</title>`);
    expect(music.body).toContain(
      '<link rel="canonical" href="http://studio.test/music" data-head />',
    );
    expect(music.body).toContain(`href="${publicPages['/music']?.hero}" fetchpriority="high"`);
    // The build's files for the server are not the site's: an unknown path there.
    for (const url of ['/first-screens.json', '/route-chunks.json']) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(404);
      expect(file.body, url).not.toContain(MUSIC_SCREEN);
    }
    // Pages the build wrote none for keep the loader.
    expect((await t.app.inject({ method: 'GET', url: '/documentary' })).body).toContain(
      'class="logo-loader"',
    );
    // Sign-in's too: its card, with its own head (not for search engines), never translated.
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain(`<div id="root">${LOGIN_SCREEN}</div>`);
    expect(login.body).toContain('<meta name="robots" content="noindex" data-head />');
    const translated = await t.app.inject({ method: 'GET', url: '/es/login' });
    expect(translated.statusCode).toBe(404);
    expect(translated.body).not.toContain(LOGIN_SCREEN);
  });

  it('serves fingerprinted assets as immutable, other files as no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/nothing'],
    ['GET', '/api/podcastdisplay/extra'],
    ['POST', '/api/nothing'],
    ['DELETE', '/api/podcastdelete'],
    ['GET', '/uploads/other.pdf'],
    // A stale tab after a redeploy asks for scripts that are gone: never answer them with HTML.
    ['GET', '/assets/index-gone.js'],
    ['GET', '/assets/nested/chunk.css'],
    ['GET', '/assets/'],
    ['GET', '/media/'],
    ['GET', '/media/podcast/missing.svg'],
  ] as const)('answers a JSON 404 for %s %s, never the SPA', async (method, url) => {
    notFound(await t.app.inject({ method, url }));
  });

  it('answers a range beyond a static file with 416 in the JSON shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { range: 'bytes=5000-6000' },
    });
    expect(res.statusCode).toBe(416);
    expect(res.json()).toEqual(errorBody(messages.server.rangeNotSatisfiable));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves /trpc to tRPC: a JSON 404 of its own, never the SPA', async () => {
    for (const url of ['/trpc/', '/trpc/nothing.here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('<html');
    }
  });

  it('answers a JSON 404 for a non-GET request outside /api', async () => {
    notFound(await t.app.inject({ method: 'POST', url: '/podcast' }));
  });

  it('sends the security headers, with a CSP without inline script', async () => {
    for (const url of ['/', '/api/podcastdisplay', '/api/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'"]);
      // No 'unsafe-inline': only the index.html's own inline style, by its hash.
      const hash = createHash('sha256').update(CRITICAL_CSS).digest('base64');
      expect(directives['style-src']).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(csp).not.toContain("'unsafe-eval'");
      // The site's own pages too: the admin's live preview frames the public page.
      expect(directives['frame-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://www.youtube.com', 'https://player.vimeo.com']),
      );
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
      expect(directives['media-src']).toEqual(["'self'", 'data:', 'https:']);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Plain HTTP by default: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('without a built SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a JSON 404 everywhere outside the API, and the API still works', async () => {
    notFound(await t.app.inject({ method: 'GET', url: '/' }));
    notFound(await t.app.inject({ method: 'GET', url: '/podcast' }));
    const api = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual([]);
  });
});

describe('with COOKIE_SECURE=true', () => {
  it('sends HSTS, upgrade-insecure-requests and a Secure session cookie', async () => {
    const t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: ADMIN,
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.cookies.find((c) => c.name === 'studio_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await t.close();
    }
  });
});
