import { describe, expect, it } from 'vitest';
import {
  CODE_MAX,
  checkAccountEmail,
  checkGivenPassword,
  checkNewPassword,
  checkRecoveryCode,
  checkTotpCode,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './account-checks';
import { passwordResetRequestSchema, passwordResetSchema } from './account-links';
import { loginSchema } from './auth';
import { EMAIL_MAX } from './field-checks';
import { requiredText } from './fields';
import { firstMessage } from './first-message.test-support';
import { totpEnableSchema } from './two-factor';

const values = [
  '',
  ' ',
  '\n\t ',
  'x',
  '1234567',
  'x'.repeat(PASSWORD_MIN),
  'x'.repeat(PASSWORD_MAX),
  'x'.repeat(PASSWORD_MAX + 1),
  ' '.repeat(PASSWORD_MAX + 1),
  '123456',
  ' 123 456 ',
  '123 45',
  '12345a',
  '１２３４５６',
  'abcd-efgh-ijkl',
  ' '.repeat(CODE_MAX),
  `${'1'.repeat(6)}${' '.repeat(CODE_MAX - 6)}`,
  `${'1'.repeat(6)}${' '.repeat(CODE_MAX - 5)}`,
  'x'.repeat(CODE_MAX + 1),
  'ada@example.com',
  '  Ada@Example.com  ',
  " o'brien@example.org",
  'ada@@example.com',
  'ada@example',
  '.ada@example.com',
  'ädä@example.com',
  `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
  `  ${'a'.repeat(EMAIL_MAX - 12)}@example.com  `,
  `${'a'.repeat(EMAIL_MAX)}@example.com`,
];

/** Each field's light check beside the schema the server (or the form before) checks it with. */
const fields = [
  ['sign-in e-mail', checkAccountEmail, loginSchema.shape.email],
  ['password-reset e-mail', checkAccountEmail, passwordResetRequestSchema.shape.email],
  ['sign-in password', checkGivenPassword, loginSchema.shape.password],
  ['new password', checkNewPassword, passwordResetSchema.shape.password],
  ['authenticator code', checkTotpCode, totpEnableSchema.shape.code],
  ['recovery code', checkRecoveryCode, requiredText(CODE_MAX)],
] as const;

describe('the sign-in page’s checks without zod', () => {
  for (const [field, check, schema] of fields) {
    it(`report what the ${field}'s schema reports first, for every value`, () => {
      for (const value of values) {
        expect(check(value), JSON.stringify(value)).toBe(firstMessage(schema, value));
      }
    });
  }

  it('tell apart the values a person gets wrong', () => {
    expect(checkAccountEmail('')).toBe('This field is required.');
    expect(checkAccountEmail(' ada@example.com ')).toBeUndefined();
    expect(checkGivenPassword('')).toBe('This field is required.');
    expect(checkNewPassword('short')).toBe('Use at least 8 characters.');
    expect(checkTotpCode('12345')).toBe('Enter the 6-digit code from your authenticator app.');
    expect(checkTotpCode('123 456')).toBeUndefined();
  });
});
