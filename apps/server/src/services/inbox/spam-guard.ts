import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type FormToken, spamGuard } from '@studio/contracts';
import { type Database, ensureSetting } from '@studio/db';
import type { Kysely } from 'kysely';

type SpamVerdict = 'ok' | 'honeypot' | 'too-fast' | 'forged';

/**
 * Signs the time a public form was rendered at, and judges a submission by it and by the
 * honeypot field (contracts' `spamGuard`). The signing key lives in the database, so every
 * server process accepts the tokens of the others.
 */
export function createSpamGuard(deps: {
  db: Kysely<Database>;
  minAgeMs: number;
  /** The clock a form's render time is written and read by. */
  now: () => number;
}) {
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= ensureSetting(deps.db, 'formSigningKey', () => randomBytes(32).toString('base64')).then(
      (value) => Buffer.from(value, 'base64'),
    );
    return key;
  };
  const sign = async (issuedAt: string) =>
    createHmac('sha256', await signingKey())
      .update(issuedAt)
      .digest();

  return {
    async issue(): Promise<FormToken> {
      const issuedAt = String(deps.now());
      return { token: `${issuedAt}.${(await sign(issuedAt)).toString('base64url')}` };
    },

    /** Fields other than the guard's own are ignored; a caller that sends neither passes. */
    async judge(fields: Readonly<Record<string, unknown>>): Promise<SpamVerdict> {
      const honeypot = fields[spamGuard.honeypot];
      if (typeof honeypot === 'string' ? honeypot !== '' : honeypot !== undefined)
        return 'honeypot';
      const token = fields[spamGuard.renderToken];
      if (token === undefined) return 'ok';
      const [issuedAt = '', signature = ''] = typeof token === 'string' ? token.split('.') : [];
      const expected = await sign(issuedAt);
      const given = Buffer.from(signature, 'base64url');
      if (
        !/^\d{13}$/.test(issuedAt) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return 'forged';
      }
      return deps.now() - Number(issuedAt) < deps.minAgeMs ? 'too-fast' : 'ok';
    },
  };
}

export type SpamGuard = ReturnType<typeof createSpamGuard>;
