import { describe, expect, it } from 'vitest';
import { wrappedFocus } from './focus-cycle';

describe('wrappedFocus', () => {
  const items = ['close', 'player', 'link'];

  it('wraps Tab from the last item to the first', () => {
    expect(wrappedFocus(items, 'link', false)).toBe('close');
  });

  it('wraps Shift+Tab from the first item to the last', () => {
    expect(wrappedFocus(items, 'close', true)).toBe('link');
  });

  it('leaves every other move to the browser', () => {
    expect(wrappedFocus(items, 'close', false)).toBeUndefined();
    expect(wrappedFocus(items, 'player', false)).toBeUndefined();
    expect(wrappedFocus(items, 'player', true)).toBeUndefined();
    expect(wrappedFocus(items, 'link', true)).toBeUndefined();
  });

  it('with one item, keeps focus on it both ways', () => {
    expect(wrappedFocus(['only'], 'only', false)).toBe('only');
    expect(wrappedFocus(['only'], 'only', true)).toBe('only');
  });

  it('does nothing without focusable items or with focus elsewhere', () => {
    expect(wrappedFocus([], null, false)).toBeUndefined();
    expect(wrappedFocus(items, null, false)).toBeUndefined();
    expect(wrappedFocus(items, 'outside', true)).toBeUndefined();
  });
});
