import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';

describe('firstError', () => {
  it('is undefined when there is nothing to report', () => {
    expect(firstError([])).toBeUndefined();
    expect(firstError([undefined, null, 0, false])).toBeUndefined();
  });

  it("reads a schema issue's message", () => {
    expect(firstError([{ message: 'This field is required.', path: ['email'] }])).toBe(
      'This field is required.',
    );
  });

  it('takes a plain string as it is', () => {
    expect(firstError(['Enter a valid email address.'])).toBe('Enter a valid email address.');
  });

  it('gives the first that says something, skipping empty and message-less entries', () => {
    expect(
      firstError([
        '',
        { message: '' },
        { message: 42 },
        { code: 'x' },
        { message: 'Second' },
        'Third',
      ]),
    ).toBe('Second');
  });
});
