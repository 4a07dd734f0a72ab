import { contentTypeNames, contentTypes } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { returnsAtOnce, saveFailure } from './submit-outcome';

describe('saveFailure', () => {
  it("says SPEC.md §8's failure when the server refused, the exception when it never answered", () => {
    const { messages } = contentTypes.about;
    expect(saveFailure(messages, false, true)).toBe('Failed to add about info.');
    expect(saveFailure(messages, false, false)).toBe('Error occurred. Try again.');
    expect(saveFailure(messages, true, true)).toBe('Failed to update about info.');
    expect(saveFailure(messages, true, false)).toBe('Something went wrong.');
  });
});

describe('returnsAtOnce', () => {
  it('is true for the slider alone among SPEC.md types (it alerts, then returns)', () => {
    expect(returnsAtOnce('slider')).toBe(true);
    for (const type of contentTypeNames.filter((name) => name !== 'slider')) {
      expect(returnsAtOnce(type), type).toBe(contentTypes[type].afterUpdate === 'alert');
    }
    expect(returnsAtOnce('podcast')).toBe(false);
  });
});
