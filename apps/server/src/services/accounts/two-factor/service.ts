import {
  access,
  isTotpCode,
  messages,
  normalizeEmail,
  type TotpSetupAnswer,
  type TwoFactorStatus,
  totpDisableSchema,
  totpEnableSchema,
} from '@studio/contracts';
import {
  countRecoveryCodes,
  countWrongTotpCode,
  type Database,
  deleteTwoFactor,
  deleteUserSessions,
  enableTotp,
  findTotp,
  findUserByEmail,
  findUserById,
  replaceRecoveryCodes,
  savePendingTotp,
  takeRecoveryCode,
  takeTotpStep,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../../config';
import { type Actor, authorize } from '../../actor';
import type { AuditLog } from '../../audit';
import { ServiceError, validate } from '../../errors';
import type { RateLimiters } from '../../rate-limiter';
import type { PasswordHasher } from '../password';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, otpauthUrl, stepOfCode } from './totp';

/**
 * Wrong app codes in a row after which the app's codes are refused, the right one too, until a
 * recovery code, a passkey or the operator's reset is used (NIST SP 800-63B: at most 100
 * consecutive failures). The rate limits slow guessing down; this ends it.
 */
const WRONG_CODES_LOCK = 100;

/** What became of a sign-in's code. */
type CodeVerdict = 'accepted' | 'wrong' | 'locked';

/** An invalid field, told as validation answers tell it ("code: …"). */
const refused = (path: string, message: string) =>
  new ServiceError('invalid', `${path}: ${message}`, { issues: [{ path, message }] });

/**
 * Two-factor sign-in with TOTP (RFC 6238) and recovery codes: an account sets it up, turns it
 * on with its first code and off with its password; sign-in checks a code with `verify`.
 */
export function createTwoFactorService(deps: {
  db: Kysely<Database>;
  config: Config;
  log: Logger;
  hasher: PasswordHasher;
  rateLimiter: RateLimiters;
  audit: AuditLog;
  now: () => number;
}) {
  const { db, config, log, hasher, rateLimiter, audit, now } = deps;
  // A stolen session must not become a way to guess the password.
  const wrongPasswords = rateLimiter('two-factor-disable', config.rateLimits.loginFailures);

  /** The site as the app names it: PUBLIC_URL's host, else the one the request was sent to. */
  const siteOf = (actor: Actor) => (config.publicUrl ? new URL(config.publicUrl).host : actor.host);

  return {
    async status(actor: Actor): Promise<TwoFactorStatus> {
      const user = await authorize(access.twoFactor.status, actor);
      const totp = await findTotp(db, user.id);
      const enabled = Boolean(totp?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodes(db, user.id) : 0 };
    },

    /** A new secret waiting for its first code; one already waiting is replaced. */
    async setup(actor: Actor): Promise<TotpSetupAnswer> {
      const user = await authorize(access.twoFactor.setup, actor);
      const secret = newTotpSecret();
      if (!(await savePendingTotp(db, user.id, secret))) {
        throw new ServiceError('conflict', messages.twoFactor.alreadyOn);
      }
      return { secret, otpauthUrl: otpauthUrl(secret, siteOf(actor), user.email) };
    },

    /** The first code proves the app holds the secret: it is in force, with new recovery codes. */
    async enable(actor: Actor, input: unknown): Promise<{ recoveryCodes: string[] }> {
      const user = await authorize(access.twoFactor.enable, actor);
      const { code } = validate(totpEnableSchema, input);
      const totp = await findTotp(db, user.id);
      if (totp?.enabledAt) throw new ServiceError('conflict', messages.twoFactor.alreadyOn);
      if (!totp) throw new ServiceError('conflict', messages.twoFactor.notSetUp);
      const step = stepOfCode(totp.secret, code, now());
      if (step === null) throw refused('code', messages.twoFactor.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      const enabled = await db.transaction().execute(async (trx) => {
        // Still the secret that code was checked against (not set up again meanwhile).
        if (!(await enableTotp(trx, user.id, totp.secret, step))) return false;
        await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(recoveryCodeHash));
        return true;
      });
      if (!enabled) throw new ServiceError('conflict', messages.twoFactor.notSetUp);
      actor.log.info({ userId: user.id }, 'two-factor sign-in turned on');
      await audit.record({
        actor: user.email,
        action: 'two-factor-enabled',
        type: 'account',
        recordId: user.id,
      });
      return { recoveryCodes };
    },

    /** Off, with the account's password; its secret and recovery codes are gone. */
    async disable(actor: Actor, input: unknown): Promise<{ message: string }> {
      const user = await authorize(access.twoFactor.disable, actor);
      const { password } = validate(totpDisableSchema, input);
      await wrongPasswords.consume(user.id);
      const stored = await findUserById(db, user.id);
      const { valid } = await hasher.verify(password, stored?.passwordHash);
      if (!valid) throw refused('password', messages.account.wrongPassword);
      await wrongPasswords.reset(user.id);
      if (await deleteTwoFactor(db, user.id)) {
        actor.log.info({ userId: user.id }, 'two-factor sign-in turned off');
        await audit.record({
          actor: user.email,
          action: 'two-factor-disabled',
          type: 'account',
          recordId: user.id,
        });
      }
      return { message: messages.twoFactor.disabled };
    },

    /**
     * A sign-in's code: the app's code for now (a step either side), never one of a step
     * already used, while the app's codes are not locked; or an unused recovery code, used up
     * by it. Each wrong app code counts towards the lock (a whole sign-in clears the count).
     */
    async verify(user: { id: string; email: string }, code: string): Promise<CodeVerdict> {
      if (isTotpCode(code)) {
        const totp = await findTotp(db, user.id);
        if (!totp?.enabledAt) return 'wrong';
        if (totp.wrongCodes >= WRONG_CODES_LOCK) return 'locked';
        const step = stepOfCode(totp.secret, code, now());
        if (step !== null && (await takeTotpStep(db, user.id, step))) return 'accepted';
        const wrongCodes = await countWrongTotpCode(db, user.id);
        if (wrongCodes < WRONG_CODES_LOCK) return 'wrong';
        if (wrongCodes === WRONG_CODES_LOCK) {
          log.warn({ userId: user.id }, 'two-factor codes locked after too many wrong ones');
        }
        return 'locked';
      }
      if (!(await takeRecoveryCode(db, user.id, recoveryCodeHash(code)))) return 'wrong';
      await audit.record({
        actor: user.email,
        action: 'recovery-code-used',
        type: 'account',
        recordId: user.id,
      });
      return 'accepted';
    },

    /** The operator's `admin:reset-2fa`: off, and every session of the account ended. */
    async reset(email: string): Promise<{ email: string; wasOn: boolean }> {
      const user = await findUserByEmail(db, normalizeEmail(email));
      if (!user) throw new ServiceError('notFound', messages.users.noSuchEmail);
      const wasOn = await db.transaction().execute(async (trx) => {
        const removed = await deleteTwoFactor(trx, user.id);
        await deleteUserSessions(trx, user.id);
        return removed;
      });
      log.info({ email: user.email }, 'two-factor sign-in reset by the operator');
      await audit.record({
        actor: 'operator',
        action: 'two-factor-reset',
        type: 'account',
        recordId: user.id,
        title: user.email,
      });
      return { email: user.email, wasOn };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
