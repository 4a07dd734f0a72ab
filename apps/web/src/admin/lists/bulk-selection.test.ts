import { BULK_MAX } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  bulkTarget,
  isSelected,
  NOTHING,
  offersAllMatching,
  pageSelection,
  selectedCount,
  togglePage,
  toggleRow,
} from './bulk-selection';

const page = ['a', 'b', 'c'];

describe('a bulk selection', () => {
  it('selects rows one by one, and keeps them across pages', () => {
    const one = toggleRow(NOTHING, 'a', true, page);
    expect(pageSelection(one, page)).toBe('some');
    const elsewhere = toggleRow(one, 'x', true, ['x', 'y']);
    expect(selectedCount(elsewhere, 50)).toBe(2);
    expect(bulkTarget(elsewhere, { search: 'q' })).toEqual({ ids: ['a', 'x'] });
    expect(pageSelection(toggleRow(elsewhere, 'a', false, page), page)).toBe('none');
  });

  it('selects the page, then offers every record matching when more match', () => {
    const whole = togglePage(NOTHING, page, true);
    expect(pageSelection(whole, page)).toBe('all');
    expect(offersAllMatching(whole, page, 3)).toBe(false);
    expect(offersAllMatching(whole, page, 45)).toBe(true);
    expect(offersAllMatching(toggleRow(whole, 'b', false, page), page, 45)).toBe(false);
    // One action takes at most BULK_MAX records: no offer beyond.
    expect(offersAllMatching(whole, page, BULK_MAX + 1)).toBe(false);
    expect(pageSelection(togglePage(whole, page, false), page)).toBe('none');
  });

  it('takes all matching as the list filter, and unselecting one row keeps the rest of its page', () => {
    const all = { kind: 'matching' } as const;
    expect(selectedCount(all, 45)).toBe(45);
    expect(isSelected(all, 'anything')).toBe(true);
    expect(bulkTarget(all, { search: 'needle', status: 'draft' })).toEqual({
      matching: { search: 'needle', status: 'draft' },
    });
    const fewer = toggleRow(all, 'b', false, page);
    expect(bulkTarget(fewer, {})).toEqual({ ids: ['a', 'c'] });
    expect(togglePage(all, page, false)).toBe(NOTHING);
  });
});
