/**
 * The sign-in page's checks without zod (issue 29: /login downloads no zod): an account's
 * e-mail, the password given to sign in, a new password, and the codes of two-factor sign-in.
 * `auth.ts` and `one-time-codes.ts` build the server's schemas from the same limits, messages
 * and pattern; `account-checks.test.ts` holds each check to its schema's first message.
 */
import {
  checkEmail,
  checkRequiredText,
  REQUIRED_MESSAGE,
  tooLongMessage,
  tooShortMessage,
} from './field-checks';
import { messages } from './messages';

// ASVS v5 6.2.1 / 6.2.9: at least 8, at most 128 characters; no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What a code field may hold: a 6-digit code, or a recovery code with its dashes. */
export const CODE_MAX = 64;

/** Spaces people type or paste in a code ("123 456") are no part of it. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** What an authenticator app shows (RFC 6238's 6 digits). */
export const TOTP_CODE = /^\d{6}$/;

/** The first problem of an account's e-mail, as `accountEmail()` reports it (spaces around dropped). */
export const checkAccountEmail = (value: string): string | undefined => checkEmail(value.trim());

/** The first problem of a password given to sign in, as `givenPassword()` reports it. */
export function checkGivenPassword(value: string): string | undefined {
  if (value.length < 1) return REQUIRED_MESSAGE;
  if (value.length > PASSWORD_MAX) return tooLongMessage(PASSWORD_MAX);
  return undefined;
}

/** The first problem of a new password, as `newPassword()` reports it. */
export function checkNewPassword(value: string): string | undefined {
  if (value.length < PASSWORD_MIN) return tooShortMessage(PASSWORD_MIN);
  if (value.length > PASSWORD_MAX) return tooLongMessage(PASSWORD_MAX);
  return undefined;
}

/** The first problem of a code from the authenticator app, as `totpCode()` reports it. */
export function checkTotpCode(value: string): string | undefined {
  if (value.length > CODE_MAX) return tooLongMessage(CODE_MAX);
  const code = withoutSpaces(value);
  if (code.length === 0) return REQUIRED_MESSAGE;
  return TOTP_CODE.test(code) ? undefined : messages.twoFactor.codeFormat;
}

/** The first problem of a recovery code as typed at sign-in (`requiredText(CODE_MAX)`). */
export const checkRecoveryCode = (value: string): string | undefined =>
  checkRequiredText(value, CODE_MAX);
