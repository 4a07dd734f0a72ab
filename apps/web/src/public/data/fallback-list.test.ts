import { describe, expect, it } from 'vitest';
import { fallbackList, listSource } from './fallback-list';

const builtin = [{ title: 'Built-in one' }, { title: 'Built-in two' }];
const served = [{ _id: 'a1', title: 'Served' }];

describe('listSource', () => {
  it('is loading until the server answers', () => {
    expect(listSource({ data: undefined, isError: false })).toBe('loading');
  });

  it('is the server once it answers a non-empty array', () => {
    expect(listSource({ data: served, isError: false })).toBe('server');
  });

  it('is empty on an empty answer', () => {
    expect(listSource({ data: [], isError: false })).toBe('empty');
  });

  it('is failed on an error, even with data from an earlier answer', () => {
    expect(listSource({ data: undefined, isError: true })).toBe('failed');
    expect(listSource({ data: served, isError: true })).toBe('failed');
  });
});

describe('fallbackList', () => {
  it.each([
    ['while loading', { data: undefined, isError: false }, 'loading'],
    ['on an empty answer', { data: [], isError: false }, 'empty'],
    ['on an error', { data: undefined, isError: true }, 'failed'],
    ['on an error after an earlier answer', { data: served, isError: true }, 'failed'],
  ] as const)('shows the built-in list %s', (_, answer, source) => {
    const list = fallbackList(answer, builtin);
    expect(list.source).toBe(source);
    expect(list.entries.map(({ item }) => item)).toEqual(builtin);
  });

  it("replaces the built-in list with the server's non-empty one", () => {
    const list = fallbackList({ data: served, isError: false }, builtin);
    expect(list.source).toBe('server');
    expect(list.entries).toEqual([{ key: 'a1', item: served[0] }]);
  });

  it('keys built-in items by position, served records by id', () => {
    expect(
      fallbackList({ data: [], isError: false }, builtin).entries.map(({ key }) => key),
    ).toEqual(['builtin-0', 'builtin-1']);
    const twoServed = [
      { _id: 'x', title: 'X' },
      { _id: 'y', title: 'Y' },
    ];
    expect(
      fallbackList({ data: twoServed, isError: false }, builtin).entries.map(({ key }) => key),
    ).toEqual(['x', 'y']);
  });
});
