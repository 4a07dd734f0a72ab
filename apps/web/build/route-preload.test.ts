import { describe, expect, it } from 'vitest';
import type { ChunkNode } from './js-budget';
import { routeChunks } from './route-preload';

const chunk = (
  fileName: string,
  imports: string[] = [],
  moduleIds: string | readonly string[] = [],
  isEntry = false,
): ChunkNode => ({
  fileName,
  code: '',
  imports,
  dynamicImports: [],
  moduleIds: typeof moduleIds === 'string' ? [moduleIds] : moduleIds,
  isEntry,
});

describe('routeChunks', () => {
  it("lists each top-level page's own chunks beyond the entry's, its start's included, as URLs", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/shared.js'], '/app/index.html', true),
      chunk('assets/shared.js'),
      chunk('assets/react.js'),
      chunk('assets/router.js'),
      chunk('assets/form.js', ['assets/react.js']),
      chunk('assets/start.js', ['assets/react.js'], '/app/src/public/start.tsx'),
      chunk(
        'assets/spa-start.js',
        ['assets/react.js', 'assets/router.js'],
        '/app/src/spa-start.tsx',
      ),
      chunk('assets/podcast.js', ['assets/shared.js'], '/app/src/public/pages/podcast.tsx'),
      chunk('assets/contact.js', ['assets/form.js'], '/app/src/public/pages/contact.tsx'),
      chunk('assets/home.js', [], '/app/src/public/pages/index.tsx'),
      chunk(
        'assets/sign-in.js',
        ['assets/react.js'],
        ['/app/src/sign-in/pages/login.tsx', '/app/src/sign-in/start.tsx'],
      ),
      chunk('assets/register.js', [], '/app/src/routes/register.tsx?tsr-split=component'),
      chunk('assets/edit.js', [], '/app/src/routes/admin/$type.tsx?tsr-split=component'),
      chunk('assets/loader.js', [], '/app/src/routes/register.tsx?tsr-split=loader'),
    ];
    expect(routeChunks(chunks)).toEqual({
      '/podcast': ['/assets/podcast.js', '/assets/react.js', '/assets/start.js'],
      '/contact': ['/assets/contact.js', '/assets/form.js', '/assets/react.js', '/assets/start.js'],
      '/': ['/assets/home.js', '/assets/react.js', '/assets/start.js'],
      // The sign-in page: its start holds it, and neither the router nor the admin's start.
      '/login': ['/assets/react.js', '/assets/sign-in.js'],
      '/register': [
        '/assets/react.js',
        '/assets/register.js',
        '/assets/router.js',
        '/assets/spa-start.js',
      ],
    });
  });
});
