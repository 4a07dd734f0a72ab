import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AuthAnswer,
  type LogoutAnswer,
  loginSchema,
  messages,
  RECENT_SIGN_IN_MINUTES,
  registerSchema,
  type SessionUser,
} from '@studio/contracts';
import {
  clearWrongTotpCodes,
  countUsers,
  type Database,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  findUserByEmail,
  insertSession,
  insertUser,
  serialTransaction,
  touchSession,
  type UserRow,
  updateUser,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Actor, SignedIn } from '../actor';
import type { AuditLog } from '../audit';
import { ServiceError, validate } from '../errors';
import type { RateLimiters } from '../rate-limiter';
import { clientQueue } from './client-queue';
import type { PasswordHasher, Verdict } from './password';
import { hashToken, newSecret, TOUCH_INTERVAL_MS } from './secrets';
import type { AccountStandings } from './standing';
import { hasSecondFactor } from './two-factor/second-factor';
import type { TwoFactorService } from './two-factor/service';

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60_000;

export interface SessionGrant extends AuthAnswer {
  expiresAt: Date;
}

/** What the log says of a sign-in attempt: the account or e-mail given, and from where. */
type SignInAttempt = { email: string; ip: string; method?: 'passkey' };

/** The first account gets a session; later ones (REGISTRATION=open) wait for a role. */
type Registration = { kind: 'session'; grant: SessionGrant } | { kind: 'pending'; message: string };

/** Constant-time comparison of two secrets of any length. */
export const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export function createAuthService(deps: {
  db: Kysely<Database>;
  config: Config;
  hasher: PasswordHasher;
  rateLimiter: RateLimiters;
  audit: AuditLog;
  twoFactor: Pick<TwoFactorService, 'verify'>;
  standing: Pick<AccountStandings, 'mustEnrolTwoFactor'>;
  /** The clock a session's sign-in time is written and read by. */
  now: () => number;
}) {
  const { db, config, hasher, rateLimiter, audit, twoFactor, standing, now } = deps;
  const loginFailures = rateLimiter('login', config.rateLimits.loginFailures);
  const loginFailuresPerIp = rateLimiter('login-ip', config.rateLimits.loginFailuresPerIp);
  /**
   * Wrong codes per account (the password was right) from any address: as many as one address
   * may fail with any e-mail (RATE_LIMIT_LOGIN_IP).
   */
  const wrongCodes = rateLimiter('login-code', config.rateLimits.loginFailuresPerIp);
  const registrations = rateLimiter('register', config.rateLimits.register);
  const oneCheckPerClient = clientQueue(2);

  async function startSession(
    actor: Actor,
    userId: string,
    message: string,
  ): Promise<SessionGrant> {
    // Only the hash is stored, so a leaked database holds no usable token.
    const token = newSecret();
    const expiresAt = new Date(Date.now() + config.sessionTtlMs);
    await insertSession(db, {
      tokenHash: hashToken(token),
      userId,
      expiresAt: expiresAt.toISOString(),
      createdAt: new Date(now()).toISOString(),
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    return { token, message, expiresAt };
  }

  /**
   * An account that proved it is the caller's (a password, a passkey) may still not sign in:
   * disabled, or waiting for a role (a password sign-in fails such an account earlier, as a
   * wrong password; a passkey needs a signed-in account, so this is only a guard for it).
   */
  function refuseInactive(actor: Actor, user: UserRow, attempt: SignInAttempt) {
    if (user.disabled) {
      actor.log.warn({ ...attempt, outcome: 'disabled' }, 'login attempt');
      throw new ServiceError('forbidden', messages.login.disabled);
    }
    if (!user.role) {
      actor.log.info({ ...attempt, outcome: 'pending' }, 'login attempt');
      throw new ServiceError('forbidden', messages.login.pending);
    }
  }

  /** Signs an account in that passed every check: recorded, logged, and a new session. */
  async function signIn(
    actor: Actor,
    user: UserRow,
    attempt: SignInAttempt,
    changes: { passwordHash?: string } = {},
  ): Promise<SessionGrant> {
    await updateUser(db, user.id, { lastSignInAt: new Date().toISOString(), ...changes });
    // A right code, a recovery code or a passkey: the app's wrong codes in a row start again.
    await clearWrongTotpCodes(db, user.id);
    actor.log.info({ ...attempt, outcome: 'success' }, 'login attempt');
    await audit.record({
      actor: user.email,
      action: 'signed-in',
      type: 'account',
      recordId: user.id,
    });
    return startSession(actor, user.id, messages.login.success);
  }
  /** The first account: always allowed (with SETUP_TOKEN, only when it carries it). */
  async function createFirstAdmin(email: string, password: string, setupToken?: string) {
    if (config.setupToken && !(setupToken && sameSecret(setupToken, config.setupToken))) {
      throw new ServiceError('forbidden', messages.register.setupTokenRequired);
    }
    const passwordHash = await hasher.hash(password);
    // Checked again with the insert in one transaction: two registrations racing through
    // the hash cannot both be "the first".
    return serialTransaction(db, async (trx) => {
      if ((await countUsers(trx)) > 0) return undefined;
      return insertUser(trx, { email, passwordHash, role: 'admin' });
    });
  }

  /**
   * A later account with REGISTRATION=open: stored without a role. The answer, and the work
   * done (one hash), are the same whether or not the e-mail already has an account.
   */
  async function createPendingAccount(email: string, password: string) {
    const passwordHash = await hasher.hash(password);
    await serialTransaction(db, async (trx) => {
      if (!(await findUserByEmail(trx, email))) {
        await insertUser(trx, { email, passwordHash, role: null });
      }
    });
  }

  return {
    async register(actor: Actor, input: unknown): Promise<Registration> {
      await registrations.consume(actor.network);
      const { email, password, setupToken } = validate(registerSchema, input);
      if ((await countUsers(db)) === 0) {
        const admin = await createFirstAdmin(email, password, setupToken);
        if (admin) {
          actor.log.info({ email, ip: actor.ip }, 'administrator account registered');
          return {
            kind: 'session',
            grant: await startSession(actor, admin.id, messages.register.success),
          };
        }
      }
      if (config.registration === 'closed') {
        throw new ServiceError('forbidden', messages.register.closed);
      }
      await createPendingAccount(email, password);
      actor.log.info({ ip: actor.ip }, 'registration received');
      return { kind: 'pending', message: messages.register.pending };
    },

    async login(actor: Actor, input: unknown): Promise<SessionGrant> {
      const { email, password, code } = validate(loginSchema, input);
      const attempt = { email, ip: actor.ip };
      const emailKey = `${email}|${actor.network}`;
      const refused = (error: unknown) => {
        if (error instanceof ServiceError && error.kind === 'rateLimited') {
          actor.log.warn({ ...attempt, outcome: 'rate-limited' }, 'login attempt');
        }
        return error;
      };
      try {
        // Each attempt takes its points before the password is checked, so concurrent
        // attempts cannot outrun the count; a success hands them back.
        await loginFailuresPerIp.consume(actor.network);
        await loginFailures.consume(emailKey);
      } catch (error) {
        throw refused(error);
      }
      let user: UserRow | undefined;
      let verdict: Verdict;
      try {
        user = await findUserByEmail(db, email);
        verdict = await oneCheckPerClient(actor.network, () =>
          hasher.verify(password, user?.passwordHash),
        );
      } catch (error) {
        // Refused before any check (busy server, a burst from this address): not a failure.
        await loginFailuresPerIp.forgive(actor.network);
        await loginFailures.forgive(emailKey);
        throw refused(error);
      }
      // An account waiting for a role fails like a wrong password (same answer, same count):
      // otherwise signing in with the password just registered (REGISTRATION=open) would tell
      // a new e-mail, which now waits, from a known one, whose password did not change.
      if (!user || !verdict.valid || !user.role) {
        actor.log.warn(
          { ...attempt, outcome: user && verdict.valid ? 'pending' : 'failure' },
          'login attempt',
        );
        await audit.record({ actor: email, action: 'sign-in-failed', type: 'account' });
        throw new ServiceError('unauthorized', messages.login.invalidCredentials);
      }
      if (await hasSecondFactor(db, user.id)) {
        if (!code) {
          // The password was right: its points go back, but the count is not cleared (only a
          // whole sign-in clears it), so wrong codes in between still add up.
          await loginFailuresPerIp.forgive(actor.network);
          await loginFailures.forgive(emailKey);
          actor.log.info({ ...attempt, outcome: 'code-needed' }, 'login attempt');
          throw new ServiceError('unauthorized', messages.twoFactor.codeRequired, {
            twoFactorRequired: true,
          });
        }
        try {
          // Also per account, whatever the address: spreading guesses over many addresses
          // does not multiply them.
          await wrongCodes.consume(user.id);
        } catch (error) {
          throw refused(error);
        }
        const codeVerdict = await twoFactor.verify(user, code);
        if (codeVerdict !== 'accepted') {
          actor.log.warn({ ...attempt, outcome: `${codeVerdict}-code` }, 'login attempt');
          await audit.record({
            actor: email,
            action: 'sign-in-failed',
            type: 'account',
            recordId: user.id,
          });
          const message =
            codeVerdict === 'locked' ? messages.twoFactor.locked : messages.twoFactor.invalidCode;
          throw new ServiceError('unauthorized', message, { twoFactorRequired: true });
        }
        await wrongCodes.reset(user.id);
      }
      await loginFailures.reset(emailKey);
      await loginFailuresPerIp.forgive(actor.network);
      refuseInactive(actor, user, attempt);
      return signIn(actor, user, attempt, {
        // Stored with older scrypt settings: upgrade now that the password is known.
        ...(verdict.outdated ? { passwordHash: await hasher.hash(password) } : {}),
      });
    },

    async logout(actor: Actor): Promise<LogoutAnswer> {
      if (actor.token) {
        // Ending a session is a write: a cross-site cookie request is refused here too.
        await actor.user();
        await deleteSession(db, hashToken(actor.token));
      }
      return { status: 'success', message: messages.logout.success };
    },

    /** The account behind a presented token, or null when it is unknown, forged or expired. */
    async userForToken(
      token: string,
      seen: { ip: string; userAgent: string | null },
    ): Promise<SignedIn | null> {
      const row = await findSessionUser(db, hashToken(token));
      if (!row) return null;
      if (Date.now() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) {
        await touchSession(db, row.sessionId, seen);
      }
      return {
        kind: 'account',
        id: row.id,
        email: row.email,
        role: row.role,
        sessionId: row.sessionId,
        mustEnrolTwoFactor: await standing.mustEnrolTwoFactor(row),
        signedInRecently: now() - Date.parse(row.signedInAt) <= RECENT_SIGN_IN_MS,
      };
    },

    async me(actor: Actor): Promise<SessionUser | null> {
      const user = await actor.user();
      return (
        user && {
          id: user.id,
          email: user.email,
          role: user.role,
          mustEnrolTwoFactor: user.mustEnrolTwoFactor,
        }
      );
    },

    purgeExpiredSessions: () => deleteExpiredSessions(db),

    /** A new session for an account (an accepted invitation signs its new account in). */
    startSession,

    /** Another way of proving an account (a passkey) signs in through the same checks. */
    refuseInactive,
    signIn,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
