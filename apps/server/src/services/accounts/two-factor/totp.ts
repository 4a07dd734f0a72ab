import { TOTP_DIGITS, TOTP_PERIOD_S, TOTP_WINDOW } from '@studio/contracts';
import { Secret, TOTP } from 'otpauth';

const totpOf = (secret: string, names: { issuer?: string; label?: string } = {}) =>
  new TOTP({
    ...names,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The address an authenticator app reads from the QR code: the site and the account named. */
export const otpauthUrl = (secret: string, site: string, account: string): string =>
  totpOf(secret, { issuer: site, label: account }).toString();

/**
 * The time step a code was made for, when it is the secret's code for the step of `nowMs` or
 * one step either side; null when it matches none.
 */
export function stepOfCode(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp: nowMs }) + delta;
}
