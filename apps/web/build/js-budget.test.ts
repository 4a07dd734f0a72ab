import { describe, expect, it } from 'vitest';
import { type ChunkNode, firstLoadSizes, overBudget } from './js-budget';

const chunk = (
  fileName: string,
  code: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
): ChunkNode => ({ fileName, code, imports, facadeModuleId, isEntry });

// Sizes are the code's length, so each chunk's share is plain to see.
const chunks = [
  chunk('index.js', 'x'.repeat(100), ['react.js', 'shared.js'], '/app/index.html', true),
  chunk('react.js', 'x'.repeat(50)),
  chunk('shared.js', 'x'.repeat(10)),
  chunk('zod.js', 'x'.repeat(40)),
  chunk(
    'podcast.js',
    'x'.repeat(5),
    ['shared.js'],
    '/app/src/routes/podcast.tsx?tsr-split=component',
  ),
  chunk('contact.js', 'x'.repeat(7), ['zod.js'], '/app/src/routes/contact.tsx?tsr-split=component'),
  chunk('lazy.js', 'x'.repeat(999), [], '/app/src/routes/podcast.tsx?tsr-split=loader'),
];

describe('firstLoadSizes', () => {
  const sizes = firstLoadSizes(chunks, (code) => code.length);

  it('counts the entry with its imports, and the route chunk with its own, each once', () => {
    expect(sizes.get('podcast.tsx')).toBe(100 + 50 + 10 + 5);
    expect(sizes.get('contact.tsx')).toBe(100 + 50 + 10 + 7 + 40);
  });

  it('knows routes by their component chunk only', () => {
    expect([...sizes.keys()].sort()).toEqual(['contact.tsx', 'podcast.tsx']);
  });
});

describe('overBudget', () => {
  const sizes = new Map([
    ['podcast.tsx', 130 * 1024],
    ['contact.tsx', 131 * 1024],
  ]);

  it('names the routes over their budget, and a budget for a route that does not exist', () => {
    expect(overBudget(sizes, { 'podcast.tsx': 130, 'contact.tsx': 130, 'gone.tsx': 130 })).toEqual([
      'contact.tsx: 131.0 KB gzip > 130 KB',
      'gone.tsx: no such route chunk',
    ]);
  });
});
