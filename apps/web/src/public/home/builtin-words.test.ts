import { describe, expect, it } from 'vitest';
import { inPageWords } from './builtin-words';

const builtin = [
  { key: 'builtin-0', item: { title: 'Echoes of the Mountain', videoUrl: '/a.mp4' } },
  { key: 'builtin-1', item: { title: 'Glacier Diaries', videoUrl: '/b.mp4' } },
];

describe('inPageWords', () => {
  it('keeps the entries as they are on an English page', () => {
    expect(inPageWords(builtin, undefined)).toBe(builtin);
  });

  it("gives the built-in entries the page's words, by position, keeping their media", () => {
    const words = [{ title: 'Ecos de la montaña' }, { title: 'Diarios del glaciar' }];
    expect(inPageWords(builtin, words).map(({ item }) => item)).toEqual([
      { title: 'Ecos de la montaña', videoUrl: '/a.mp4' },
      { title: 'Diarios del glaciar', videoUrl: '/b.mp4' },
    ]);
  });

  it("leaves the server's records alone: they are in the page's language already", () => {
    const served = [{ key: 'r1', item: { _id: 'r1', title: 'Ecos', videoUrl: '/c.mp4' } }];
    expect(inPageWords(served, [{ title: 'Otro' }])).toEqual(served);
  });
});
