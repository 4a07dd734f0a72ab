import { describe, expect, it } from 'vitest';
import { checkEmail, checkRequiredText, EMAIL_MAX, TEXT_MAX } from './field-checks';
import { email, requiredText } from './fields';
import { firstMessage } from './first-message.test-support';

const values = [
  '',
  ' ',
  '\n\t ',
  'x',
  '  Ada  ',
  'x'.repeat(TEXT_MAX),
  'x'.repeat(TEXT_MAX + 1),
  ' '.repeat(TEXT_MAX + 1),
  'ada@example.com',
  'ada.lovelace+films@studio.example.co.uk',
  " o'brien@example.org",
  'ada@example.com ',
  'ada@@example.com',
  'ada@example',
  '.ada@example.com',
  'ada..l@example.com',
  'ada@-example.com',
  'ädä@example.com',
  `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
  `${'a'.repeat(EMAIL_MAX)}@example.com`,
];

describe('the public forms’ checks without zod', () => {
  it('report what requiredText() reports first, for every value', () => {
    for (const value of values) {
      expect(checkRequiredText(value), JSON.stringify(value)).toBe(
        firstMessage(requiredText(), value),
      );
    }
  });

  it('report what email() reports first, for every value', () => {
    for (const value of values) {
      expect(checkEmail(value), JSON.stringify(value)).toBe(firstMessage(email(), value));
    }
  });

  it('tell apart the values a visitor gets wrong', () => {
    expect(checkRequiredText(' ')).toBe('This field is required.');
    expect(checkEmail('ada@example')).toBe('Enter a valid email address.');
    expect(checkEmail('ada@example.com')).toBeUndefined();
  });
});
