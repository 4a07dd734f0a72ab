import { describe, expect, it } from 'vitest';
import { withoutPageRow } from './without-row';

describe('withoutPageRow', () => {
  const page = { items: [{ _id: 'a' }, { _id: 'b' }], total: 41, nextCursor: 20 };

  it('drops the row from the page and from its total', () => {
    expect(withoutPageRow('a')(page)).toEqual({ items: [{ _id: 'b' }], total: 40, nextCursor: 20 });
  });

  it('leaves a page without the row, and no page, as they are', () => {
    expect(withoutPageRow('z')(page)).toEqual(page);
    expect(withoutPageRow('a')(undefined)).toBeUndefined();
  });
});
