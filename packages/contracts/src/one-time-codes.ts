import { z } from 'zod';
import { CODE_MAX, TOTP_CODE, withoutSpaces } from './account-checks';
import { REQUIRED_MESSAGE, text, tooLongMessage } from './fields';
import { messages } from './messages';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Steps accepted on either side of the server's own (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

/** True for what an authenticator app shows (a recovery code has letters and dashes). */
export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** A 6-digit code from the authenticator app. */
export const totpCode = () =>
  text()
    .max(CODE_MAX, tooLongMessage(CODE_MAX))
    .transform(withoutSpaces)
    .pipe(z.string().min(1, REQUIRED_MESSAGE).regex(TOTP_CODE, messages.twoFactor.codeFormat));

/** At sign-in: a 6-digit code or a recovery code, told apart by their shape. */
export const signInCode = () =>
  text().max(CODE_MAX, tooLongMessage(CODE_MAX)).transform(withoutSpaces);
