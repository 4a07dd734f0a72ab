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

// Sizes are the code's length, so each chunk's share is plain to see.
const chunks = [
  chunk('index.js', 'x'.repeat(100), {
    imports: ['react.js', 'shared.js'],
    dynamicImports: ['podcast.js', 'contact.js', 'sign-in.js', 'not-found.js'],
    moduleIds: ['/app/index.html', '/app/src/main.tsx'],
    isEntry: true,
  }),
  chunk('react.js', 'x'.repeat(50)),
  chunk('shared.js', 'x'.repeat(10)),
  chunk('zod.js', 'x'.repeat(40)),
  chunk('podcast.js', 'x'.repeat(5), {
    imports: ['shared.js'],
    dynamicImports: ['menu.js'],
    moduleIds: [route('podcast.tsx')],
  }),
  chunk('podcast-loader.js', 'x'.repeat(3), { moduleIds: [route('podcast.tsx', 'loader')] }),
  chunk('podcast-pending.js', 'x'.repeat(900), { moduleIds: [route('podcast.tsx', 'pending')] }),
  // The header's overlay menu: loaded when the visitor opens it.
  chunk('menu.js', 'x'.repeat(700), { moduleIds: ['/app/src/public/layout/overlay-menu.tsx'] }),
  chunk('contact.js', 'x'.repeat(7), {
    dynamicImports: ['contact-form.js'],
    moduleIds: [route('contact.tsx')],
  }),
  // The contact form: fetched once the page painted, so until idle.
  chunk('contact-form.js', 'x'.repeat(20), {
    imports: ['zod.js'],
    moduleIds: ['/app/src/public/contact/contact-form.tsx'],
  }),
  // A group chunk holding /login's component with other modules.
  chunk('sign-in.js', 'x'.repeat(30), {
    moduleIds: ['/app/src/admin/auth/login-form.tsx', route('login.tsx')],
  }),
  chunk('not-found.js', 'x'.repeat(800), {
    moduleIds: ['/app/src/public/not-found/not-found-page.tsx'],
  }),
];

describe('untilIdleChunks', () => {
  const routes = untilIdleChunks(chunks);

  it('follows static imports, the loader and after-paint imports, never on-demand or other routes', () => {
    expect([...(routes.get('podcast.tsx') ?? [])].sort()).toEqual(
      ['index.js', 'podcast-loader.js', 'podcast.js', 'react.js', 'shared.js'].sort(),
    );
    expect([...(routes.get('contact.tsx') ?? [])].sort()).toEqual(
      ['contact-form.js', 'contact.js', 'index.js', 'react.js', 'shared.js', 'zod.js'].sort(),
    );
  });

  it('finds a route by the module it bundles, in a group chunk too', () => {
    expect([...routes.keys()].sort()).toEqual(['contact.tsx', 'login.tsx', 'podcast.tsx']);
    expect(routes.get('login.tsx')?.has('sign-in.js')).toBe(true);
  });
});

describe('untilIdleScripts', () => {
  it('sums each chunk once and counts one request per chunk', () => {
    const scripts = untilIdleScripts(chunks, (code) => code.length);
    expect(scripts.get('podcast.tsx')).toEqual({ bytes: 100 + 50 + 10 + 5 + 3, requests: 5 });
    expect(scripts.get('contact.tsx')).toEqual({
      bytes: 100 + 50 + 10 + 7 + 20 + 40,
      requests: 6,
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
