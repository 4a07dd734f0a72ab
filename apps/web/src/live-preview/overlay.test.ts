import { describe, expect, it } from 'vitest';
import { NEW_RECORD_ID, overlayContent, overlayFirst, overlaySingleton, readsOn } from './overlay';

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

  it('adds a new record (no id yet) last, where the site puts a new record', () => {
    expect(overlayContent([one], null, { title: 'New' }, NOW)).toEqual([
      one,
      { _id: NEW_RECORD_ID, createdAt: NOW, updatedAt: NOW, title: 'New' },
    ]);
    expect(overlayContent([], null, { title: 'New' }, NOW)).toHaveLength(1);
  });

  it('adds a record the list lacks last, under its own id', () => {
    expect(overlayContent([one, two], 'zzz', { title: 'Else' }, NOW)).toEqual([
      one,
      two,
      { _id: 'zzz', createdAt: NOW, updatedAt: NOW, title: 'Else' },
    ]);
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

  it('adds a new record at the end of the last page, one more in every total', () => {
    const shown = overlayContent(paged, null, { title: 'New' }, NOW);
    expect(shown).toEqual({
      pages: [
        { items: [one], total: 3, nextCursor: 1 },
        {
          items: [two, { _id: NEW_RECORD_ID, createdAt: NOW, updatedAt: NOW, title: 'New' }],
          total: 3,
          nextCursor: null,
        },
      ],
      pageParams: [0, 1],
    });
    expect(readsOn(paged, null)).toBe(false);
  });

  it('leaves the pages as they are while the record may be on a page not read yet', () => {
    const first = { pages: [paged.pages[0]], pageParams: [0] };
    for (const id of ['b', null]) {
      expect(readsOn(first, id)).toBe(true);
      expect(overlayContent(first, id, { title: 'Typed' }, NOW)).toBe(first);
    }
    // A record on a page read: none to read for it.
    expect(readsOn(first, 'a')).toBe(false);
    expect(readsOn([one], 'b')).toBe(false);
  });

  it('adds a record no page holds at the end, once every page is read', () => {
    const shown = overlayContent(paged, 'zzz', { title: 'Else' }, NOW);
    expect(shown).toMatchObject({
      pages: [
        { items: [one], total: 3 },
        { items: [two, { _id: 'zzz', title: 'Else' }], total: 3 },
      ],
    });
  });

  it('leaves an answer of another shape as it is', () => {
    expect(overlayContent(7, 'a', { title: 'x' }, NOW)).toBe(7);
    expect(overlayContent({ count: 2 }, null, { title: 'x' }, NOW)).toEqual({ count: 2 });
  });
});

describe('overlayFirst, for a page that shows only the first record', () => {
  it('puts the record edited first, with the values', () => {
    expect(overlayFirst([one, two], 'b', { title: 'Two!' }, NOW)).toEqual([
      { ...two, title: 'Two!' },
      one,
    ]);
    expect(overlayFirst([one, two], 'a', { title: 'One!' }, NOW)).toEqual([
      { ...one, title: 'One!' },
      two,
    ]);
  });

  it('puts a new record, or one the list lacks, first', () => {
    expect(overlayFirst([one], null, { title: 'New' }, NOW)).toEqual([
      { _id: NEW_RECORD_ID, createdAt: NOW, updatedAt: NOW, title: 'New' },
      one,
    ]);
    expect(overlayFirst([one], 'zzz', { title: 'Else' }, NOW)).toEqual([
      { _id: 'zzz', createdAt: NOW, updatedAt: NOW, title: 'Else' },
      one,
    ]);
    expect(overlayFirst({ count: 1 }, 'a', { title: 'x' }, NOW)).toEqual({ count: 1 });
  });
});

describe('overlaySingleton', () => {
  it("puts the form's values over the stored ones, keeping what the form does not hold", () => {
    const stored = { tagline: 'Old', email: 'a@b.test', updatedAt: 'u', version: 3 };
    expect(overlaySingleton(stored, { tagline: 'New' })).toEqual({ ...stored, tagline: 'New' });
    expect(overlaySingleton(undefined, { tagline: 'New' })).toBeUndefined();
  });
});
