import { orderMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import { reordered } from './order';

const current = ['a', 'b', 'c', 'd', 'e'];

/** The refusal `reordered` throws for these ids. */
function refusal(ids: string[]): ServiceError {
  try {
    reordered(current, ids);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('reordered', () => {
  it('takes a whole new order', () => {
    expect(reordered(current, ['e', 'd', 'c', 'b', 'a'])).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('moves a run of neighbours within the places it holds', () => {
    expect(reordered(current, ['d', 'b', 'c'])).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(reordered(current, ['e', 'd'])).toEqual(['a', 'b', 'c', 'e', 'd']);
    expect(reordered(current, ['a'])).toEqual(current);
  });

  it('refuses an id of no record, naming where it is', () => {
    const error = refusal(['a', 'x', 'b', 'y']);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([
      { path: 'ids.1', message: orderMessages.unknown },
      { path: 'ids.3', message: orderMessages.unknown },
    ]);
  });

  it('refuses ids that are not neighbours (the list changed since it was read)', () => {
    const error = refusal(['a', 'c']);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'ids', message: orderMessages.stale }]);
  });
});
