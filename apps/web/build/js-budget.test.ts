import { describe, expect, it } from 'vitest';
import { type ChunkNode, overBudget, untilIdleChunks, untilIdleScripts } from './js-budget';

const chunk = (
  fileName: string,
  code: string,
  {
    imports = [],
    dynamicImports = [],
    moduleIds = [],
    isEntry = false,
  }: Partial<Pick<ChunkNode, 'imports' | 'dynamicImports' | 'moduleIds' | 'isEntry'>> = {},
): ChunkNode => ({ fileName, code, imports, dynamicImports, moduleIds, isEntry });

const route = (file: string, part = 'component') => `/app/src/routes/${file}?tsr-split=${part}`;
const publicPage = (file: string) => `/app/src/public/pages/${file}`;

// Sizes are the code's length, so each chunk's share is plain to see. main.tsx starts the
// public pages (public/start.tsx), /login (sign-in/start.tsx, its page in the same chunk) or
// registration and the admin (spa-start.tsx).
const chunks = [
  chunk('index.js', 'x'.repeat(100), {
    imports: ['shared.js'],
    dynamicImports: ['public-start.js', 'sign-in.js', 'spa-start.js'],
    moduleIds: ['/app/index.html', '/app/src/main.tsx'],
    isEntry: true,
  }),
  chunk('shared.js', 'x'.repeat(10)),
  chunk('react.js', 'x'.repeat(50)),
  chunk('router.js', 'x'.repeat(60)),
  chunk('zod.js', 'x'.repeat(40)),
  chunk('public-start.js', 'x'.repeat(8), {
    imports: ['react.js'],
    dynamicImports: ['podcast.js', 'contact.js', 'not-found.js', 'es.js'],
    moduleIds: ['/app/src/public/start.tsx'],
  }),
  chunk('spa-start.js', 'x'.repeat(9), {
    imports: ['react.js', 'router.js'],
    dynamicImports: ['register.js', 'dashboard.js', 'dashboard-loader.js', 'dashboard-pending.js'],
    moduleIds: ['/app/src/spa-start.tsx'],
  }),
  // /login: its start and its page in one chunk; the WebAuthn library comes when a passkey
  // button is pressed.
  chunk('sign-in.js', 'x'.repeat(30), {
    imports: ['react.js'],
    dynamicImports: ['webauthn.js'],
    moduleIds: ['/app/src/sign-in/pages/login.tsx', '/app/src/sign-in/start.tsx'],
  }),
  chunk('webauthn.js', 'x'.repeat(600), {
    moduleIds: ['/app/node_modules/@simplewebauthn/browser/esm/index.js'],
  }),
  // Another language's words: only a page in that language loads them.
  chunk('es.js', 'x'.repeat(400), { moduleIds: ['/app/packages/content/src/locales/es.ts'] }),
  chunk('podcast.js', 'x'.repeat(5), {
    imports: ['shared.js'],
    dynamicImports: ['menu.js'],
    moduleIds: [publicPage('podcast.tsx')],
  }),
  // The header's overlay menu: loaded when the visitor opens it.
  chunk('menu.js', 'x'.repeat(700), { moduleIds: ['/app/src/public/layout/overlay-menu.tsx'] }),
  chunk('contact.js', 'x'.repeat(7), {
    dynamicImports: ['contact-form.js'],
    moduleIds: [publicPage('contact.tsx')],
  }),
  // The contact form: fetched once the page painted, so until idle.
  chunk('contact-form.js', 'x'.repeat(20), {
    imports: ['zod.js'],
    moduleIds: ['/app/src/public/contact/contact-form.tsx'],
  }),
  chunk('not-found.js', 'x'.repeat(800), {
    moduleIds: ['/app/src/public/not-found/not-found-page.tsx'],
  }),
  // A group chunk holding /register's component with other modules.
  chunk('register.js', 'x'.repeat(20), {
    imports: ['zod.js'],
    moduleIds: ['/app/src/admin/auth/register-form.tsx', route('register.tsx')],
  }),
  chunk('dashboard.js', 'x'.repeat(4), { moduleIds: [route('dashboard.tsx')] }),
  chunk('dashboard-loader.js', 'x'.repeat(3), {
    moduleIds: [route('dashboard.tsx', 'loader')],
  }),
  chunk('dashboard-pending.js', 'x'.repeat(900), {
    moduleIds: [route('dashboard.tsx', 'pending')],
  }),
];

const sorted = (names: Iterable<string> | undefined) => [...(names ?? [])].sort();

describe('untilIdleChunks', () => {
  const pages = untilIdleChunks(chunks);
  /** What every page loads first: the entry and the code all pages share. */
  const entry = ['index.js', 'shared.js'];
  const publicStart = [...entry, 'public-start.js', 'react.js'];
  const spaStart = [...entry, 'spa-start.js', 'react.js', 'router.js'];

  it("follows a public page's start, static imports and after-paint imports, never on-demand or other pages", () => {
    expect(sorted(pages.get('podcast.tsx'))).toEqual(sorted([...publicStart, 'podcast.js']));
    expect(sorted(pages.get('contact.tsx'))).toEqual(
      sorted([...publicStart, 'contact.js', 'contact-form.js', 'zod.js']),
    );
  });

  it("follows a route's start (the router) and its loader, not the public pages' start", () => {
    expect(sorted(pages.get('dashboard.tsx'))).toEqual(
      sorted([...spaStart, 'dashboard.js', 'dashboard-loader.js']),
    );
  });

  it("follows the sign-in page's start, which holds the page, never the router or a passkey's library", () => {
    expect(sorted(pages.get('login.tsx'))).toEqual(sorted([...entry, 'sign-in.js', 'react.js']));
  });

  it('finds a page by the module it bundles, in a group chunk too', () => {
    expect(sorted(pages.keys())).toEqual([
      'contact.tsx',
      'dashboard.tsx',
      'login.tsx',
      'podcast.tsx',
      'register.tsx',
    ]);
    expect(sorted(pages.get('register.tsx'))).toEqual(
      sorted([...spaStart, 'register.js', 'zod.js']),
    );
  });
});

describe('untilIdleScripts', () => {
  it('sums each chunk once and counts one request per chunk', () => {
    const scripts = untilIdleScripts(chunks, (code) => code.length);
    expect(scripts.get('podcast.tsx')).toEqual({ bytes: 100 + 10 + 8 + 50 + 5, requests: 5 });
    expect(scripts.get('contact.tsx')).toEqual({
      bytes: 100 + 10 + 8 + 50 + 7 + 20 + 40,
      requests: 7,
    });
  });
});

describe('overBudget', () => {
  const scripts = new Map([
    ['podcast.tsx', { bytes: 100 * 1024, requests: 12 }],
    ['contact.tsx', { bytes: 101 * 1024, requests: 13 }],
  ]);

  it('names the routes over a ceiling, and a budget for a route that does not exist', () => {
    const budget = { kb: 100, requests: 12 };
    expect(
      overBudget(scripts, { 'podcast.tsx': budget, 'contact.tsx': budget, 'gone.tsx': budget }),
    ).toEqual([
      'contact.tsx: 101.0 KB gzip > 100 KB',
      'contact.tsx: 13 script requests > 12',
      'gone.tsx: no such route chunk',
    ]);
  });
});

describe('the starter of held scripts', () => {
  const starter = { fileName: 'start-scripts.js', source: 'x'.repeat(2) };

  it('is one more script on a public page and on sign-in, none on an admin page', () => {
    const scripts = untilIdleScripts(chunks, (code) => code.length, starter);
    const without = untilIdleScripts(chunks, (code) => code.length);
    expect(scripts.get('podcast.tsx')).toEqual({ bytes: 100 + 10 + 8 + 50 + 5 + 2, requests: 6 });
    for (const page of ['podcast.tsx', 'login.tsx']) {
      const held = without.get(page);
      expect(scripts.get(page), page).toEqual(
        held && { bytes: held.bytes + 2, requests: held.requests + 1 },
      );
    }
    expect(scripts.get('register.tsx')).toEqual(without.get('register.tsx'));
  });
});
