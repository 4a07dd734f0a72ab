import { describe, expect, it } from 'vitest';
import { NEW_RECORD_ID, overlayContent, overlaySingleton } from './overlay';

const NOW = '2026-11-26T10:00:00.000Z';
const one = { _id: 'a', title: 'One', posterUrl: '/media/one.jpg', createdAt: 'c', updatedAt: 'u' };
const two = {
  _id: 'b',
  title: 'Two',
  posterUrl: '/media/two.jpg',
  _media: { posterUrl: { id: 'm2' }, videoUrl: { id: 'v2' } },
};

describe('overlayContent on a list', () => {
  it('puts the values over the record with that id, and leaves the others', () => {
    const list = [one, two];
    const shown = overlayContent(list, 'a', { title: 'One, renamed' }, NOW);
    expect(shown).toEqual([{ ...one, title: 'One, renamed' }, two]);
    // The answer it was given is not changed.
    expect(list[0]).toBe(one);
    expect(one.title).toBe('One');
  });

  it("drops a changed field's media (it describes the stored file) and keeps the others'", () => {
    const shown = overlayContent([two], 'b', { title: 'Two', posterUrl: '/media/new.jpg' }, NOW);
    expect(shown).toEqual([
      { ...two, posterUrl: '/media/new.jpg', _media: { videoUrl: { id: 'v2' } } },
    ]);
    const unchanged = overlayContent([two], 'b', { title: 'Two!', posterUrl: two.posterUrl }, NOW);
    expect(unchanged).toEqual([{ ...two, title: 'Two!' }]);
  });

  it('adds a new record (no id yet) as the first item', () => {
    expect(overlayContent([one], null, { title: 'New' }, NOW)).toEqual([
      { _id: NEW_RECORD_ID, createdAt: NOW, updatedAt: NOW, title: 'New' },
      one,
    ]);
    expect(overlayContent([], null, { title: 'New' }, NOW)).toHaveLength(1);
  });

  it('leaves the list as it is when the record is not in it', () => {
    expect(overlayContent([one, two], 'zzz', { title: 'Else' }, NOW)).toEqual([one, two]);
  });
});

describe('overlayContent on the pages of a paged list', () => {
  const paged = {
    pages: [
      { items: [one], total: 2, nextCursor: 1 },
      { items: [two], total: 2, nextCursor: null },
    ],
    pageParams: [0, 1],
  };

  it('changes the record on whichever page holds it, totals as they are', () => {
    expect(overlayContent(paged, 'b', { title: 'Two, renamed' }, NOW)).toEqual({
      pages: [
        paged.pages[0],
        { items: [{ ...two, title: 'Two, renamed' }], total: 2, nextCursor: null },
      ],
      pageParams: [0, 1],
    });
  });

  it('adds a new record first on the first page, one more in every total', () => {
    const shown = overlayContent(paged, null, { title: 'New' }, NOW);
    expect(shown).toEqual({
      pages: [
        {
          items: [{ _id: NEW_RECORD_ID, createdAt: NOW, updatedAt: NOW, title: 'New' }, one],
          total: 3,
          nextCursor: 1,
        },
        { items: [two], total: 3, nextCursor: null },
      ],
      pageParams: [0, 1],
    });
  });

  it('leaves an answer of another shape as it is', () => {
    expect(overlayContent(7, 'a', { title: 'x' }, NOW)).toBe(7);
    expect(overlayContent({ count: 2 }, null, { title: 'x' }, NOW)).toEqual({ count: 2 });
  });
});

describe('overlaySingleton', () => {
  it("puts the form's values over the stored ones, keeping what the form does not hold", () => {
    const stored = { tagline: 'Old', email: 'a@b.test', updatedAt: 'u', version: 3 };
    expect(overlaySingleton(stored, { tagline: 'New' })).toEqual({ ...stored, tagline: 'New' });
    expect(overlaySingleton(undefined, { tagline: 'New' })).toBeUndefined();
  });
});
