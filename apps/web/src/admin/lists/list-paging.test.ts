import { describe, expect, it } from 'vitest';
import { browseInput, PAGE_SIZE } from './browse-input';
import {
  clampPage,
  listSearchParams,
  pageAfterDelete,
  pageCount,
  readListAddress,
} from './list-paging';

describe('readListAddress', () => {
  it('reads the page, search, order and status the router parsed', () => {
    expect(readListAddress({ page: 3, q: 'Round' })).toEqual({
      page: 3,
      q: 'Round',
      order: 'newest',
      status: 'all',
      missing: '',
    });
    expect(readListAddress({ page: '2', q: 2024, order: 'site', status: 'draft' })).toEqual({
      page: 2,
      q: '2024',
      order: 'site',
      status: 'draft',
      missing: '',
    });
    expect(readListAddress({ q: '  spaced  ', order: 'random', status: 'hidden' })).toEqual({
      page: 1,
      q: 'spaced',
      order: 'newest',
      status: 'all',
      missing: '',
    });
  });

  it('takes anything else for the first page without a search', () => {
    for (const page of [0, -1, 1.5, 'two', '', Number.NaN, 2 ** 60, null, true]) {
      expect(readListAddress({ page }).page, String(page)).toBe(1);
    }
    expect(readListAddress({ q: true })).toEqual({
      page: 1,
      q: '',
      order: 'newest',
      status: 'all',
      missing: '',
    });
    expect(readListAddress({ q: { nested: 'x' } }).q).toBe('');
    expect(readListAddress({}).q).toBe('');
  });

  it('cuts a search longer than the server takes', () => {
    expect(readListAddress({ q: 'x'.repeat(250) }).q).toHaveLength(200);
  });
});

describe('listSearchParams', () => {
  it('leaves the first page, no search, newest first, every status and translation out of the address', () => {
    expect(
      listSearchParams({ page: 1, q: '', order: 'newest', status: 'all', missing: '' }),
    ).toEqual({
      page: undefined,
      q: undefined,
      order: undefined,
      status: undefined,
      missing: undefined,
    });
    expect(
      listSearchParams({ page: 4, q: 'abc', order: 'site', status: 'draft', missing: 'es' }),
    ).toEqual({
      page: 4,
      q: 'abc',
      order: 'site',
      status: 'draft',
      missing: 'es',
    });
  });

  it('reads back as the same address', () => {
    const address = {
      page: 7,
      q: 'Episode 3',
      order: 'site',
      status: 'scheduled',
      missing: 'pt-BR',
    } as const;
    expect(readListAddress(listSearchParams(address))).toEqual(address);
  });

  it('takes only a locale tag for the missing translations', () => {
    for (const missing of ['ES', 'es_ES', '', 'x', 42, 'es;drop']) {
      expect(readListAddress({ missing }).missing, String(missing)).toBe('');
    }
  });
});

describe('browseInput', () => {
  const first = { page: 1, q: '', order: 'newest', status: 'all', missing: '' } as const;
  it("asks for the page's slice, newest first, searched only when there is a search", () => {
    expect(browseInput(first)).toEqual({
      limit: PAGE_SIZE,
      cursor: 0,
      sort: 'newest',
    });
    expect(browseInput({ ...first, page: 3, q: 'Round' })).toEqual({
      limit: PAGE_SIZE,
      cursor: 2 * PAGE_SIZE,
      sort: 'newest',
      search: 'Round',
    });
    expect(browseInput({ ...first, status: 'draft' })).toEqual({
      limit: PAGE_SIZE,
      cursor: 0,
      sort: 'newest',
      status: 'draft',
    });
    // In the site's order, which the list then arranges.
    expect(browseInput({ ...first, page: 2, order: 'site' })).toEqual({
      limit: PAGE_SIZE,
      cursor: PAGE_SIZE,
      sort: 'position',
    });
  });

  it('asks only for records missing a translation when the list is filtered so', () => {
    expect(browseInput({ ...first, missing: 'es' })).toEqual({
      limit: PAGE_SIZE,
      cursor: 0,
      sort: 'newest',
      missingLocale: 'es',
    });
  });
});

describe('pageCount and clampPage', () => {
  it('count whole pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(3 * PAGE_SIZE)).toBe(3);
  });

  it('send a page past the end to the last one and keep one in range', () => {
    expect(clampPage(5, PAGE_SIZE + 1)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 2 * PAGE_SIZE)).toBe(2);
  });
});

describe('pageAfterDelete', () => {
  it("goes back a page when the deleted row was its page's last", () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
  });

  it('stays while rows remain, and on the first page whatever happens', () => {
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(2, PAGE_SIZE)).toBe(2);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});
