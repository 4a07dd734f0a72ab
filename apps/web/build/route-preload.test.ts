import { describe, expect, it } from 'vitest';
import type { ChunkNode } from './js-budget';
import { routeChunks } from './route-preload';

const chunk = (
  fileName: string,
  imports: string[] = [],
  moduleId: string | null = null,
  isEntry = false,
): ChunkNode => ({
  fileName,
  code: '',
  imports,
  dynamicImports: [],
  moduleIds: moduleId ? [moduleId] : [],
  isEntry,
});

describe('routeChunks', () => {
  it("lists each top-level page's own chunks beyond the entry's, as URLs", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], '/app/index.html', true),
      chunk('assets/react.js'),
      chunk('assets/form.js', ['assets/react.js']),
      chunk(
        'assets/podcast.js',
        ['assets/react.js'],
        '/app/src/routes/podcast.tsx?tsr-split=component',
      ),
      chunk(
        'assets/contact.js',
        ['assets/form.js'],
        '/app/src/routes/contact.tsx?tsr-split=component',
      ),
      chunk('assets/home.js', [], '/app/src/routes/index.tsx?tsr-split=component'),
      chunk('assets/edit.js', [], '/app/src/routes/admin/$type.tsx?tsr-split=component'),
      chunk('assets/loader.js', [], '/app/src/routes/podcast.tsx?tsr-split=loader'),
    ];
    expect(routeChunks(chunks)).toEqual({
      '/podcast': ['/assets/podcast.js'],
      '/contact': ['/assets/contact.js', '/assets/form.js'],
      '/': ['/assets/home.js'],
    });
  });
});
