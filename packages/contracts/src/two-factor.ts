import { z } from 'zod';
import { givenPassword } from './auth';
import { totpCode } from './one-time-codes';

/** Recovery codes given when two-factor sign-in is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Turns two-factor sign-in on: the first code from the app, for the secret just set up. */
export const totpEnableSchema = z.object({ code: totpCode() });

/** Turns it off: the account's password. */
export const totpDisableSchema = z.object({ password: givenPassword() });

/** A new secret, not yet in force: as text, and as the address an app's QR scanner reads. */
export const totpSetupAnswerSchema = z.object({
  /** base32 (RFC 4648), for typing into an app by hand */
  secret: z.string(),
  /** otpauth://totp/… naming the site and the account */
  otpauthUrl: z.string(),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswerSchema>;

/** Shown once, stored hashed: each signs in once in place of a code. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The account page's card: whether it is on, and how many recovery codes are left. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}
