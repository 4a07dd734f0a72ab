import { TOTP_DIGITS, TOTP_PERIOD_S } from '@studio/contracts';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { App } from '../app';
import { authHeaders, HOST } from './app';

/** What an authenticator app shows for this secret at this time (ms since the epoch). */
export const codeAt = (secret: string, timestamp: number): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    timestamp,
  });

/** One time step, in ms. */
export const STEP_MS = TOTP_PERIOD_S * 1000;

/** Ten seconds into a step: a step either side is then a whole step away, never a boundary. */
export const IN_A_STEP = Date.parse('2026-12-08T10:00:10Z');

/** Sets up TOTP over REST and turns it on with the code of `now`; answers the secret and codes. */
export async function enrolTotp(app: App, token: string, now: number) {
  const headers = { ...authHeaders(token), host: HOST };
  const setup = await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/account/totp/enable',
    headers,
    payload: { code: codeAt(secret, now) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
