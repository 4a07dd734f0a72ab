import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthAnswer,
  type LogoutAnswer,
  loginSchema,
  messages,
  registerSchema,
  type SessionUser,
} from '@studio/contracts';
import {
  countUsers,
  type Database,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  findUserByEmail,
  insertSession,
  insertUser,
  normalizeEmail,
} from '@studio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Actor } from './actor';
import { ServiceError, validate } from './errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { failureLimiter, requestLimiter } from './rate-limiter';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionGrant extends AuthAnswer {
  expiresAt: Date;
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { db, config, log } = deps;
  const loginFailures = failureLimiter(config.rateLimits.loginFailures);
  const registrations = requestLimiter(config.rateLimits.register);

  async function startSession(userId: string, message: string): Promise<SessionGrant> {
    // 256 random bits; only the hash is stored, so a leaked database holds no usable token.
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + config.sessionTtlMs);
    await insertSession(db, {
      tokenHash: hashToken(token),
      userId,
      expiresAt: expiresAt.toISOString(),
    });
    return { token, message, expiresAt };
  }

  /** Creates an account; the first one always, later ones only with REGISTRATION=open. */
  async function createAccount(input: unknown, policy: 'enforce' | 'bypass') {
    const { email, password } = validate(registerSchema, input);
    const refuse = async (q: Kysely<Database>) => {
      if (policy === 'enforce' && config.registration === 'closed' && (await countUsers(q)) > 0) {
        throw new ServiceError('forbidden', messages.register.closed);
      }
      if (await findUserByEmail(q, email)) {
        throw new ServiceError('conflict', messages.register.emailTaken);
      }
    };
    // Checked before hashing (cheap refusals) and again with the insert in one transaction:
    // two registrations racing through the hash cannot both be "the first" or share an e-mail.
    await refuse(db);
    const passwordHash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      await refuse(trx);
      return insertUser(trx, email, passwordHash);
    });
  }

  return {
    createAccount,

    async register(actor: Actor, input: unknown): Promise<SessionGrant> {
      await registrations.consume(actor.ip);
      const user = await createAccount(input, 'enforce');
      log.info({ email: user.email, ip: actor.ip }, 'account registered');
      return startSession(user.id, messages.register.success);
    },

    async login(actor: Actor, input: unknown): Promise<SessionGrant> {
      const { email, password } = validate(loginSchema, input);
      const key = `${normalizeEmail(email)}|${actor.ip}`;
      await loginFailures.attempt(key);
      const user = await findUserByEmail(db, email);
      // Same work and same answer whether or not the e-mail exists.
      const valid = await verifyPassword(
        password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!user || !valid) {
        log.warn(
          { email: normalizeEmail(email), ip: actor.ip, outcome: 'failure' },
          'login attempt',
        );
        throw new ServiceError('unauthorized', messages.login.invalidCredentials);
      }
      await loginFailures.reset(key);
      log.info({ email: user.email, ip: actor.ip, outcome: 'success' }, 'login attempt');
      return startSession(user.id, messages.login.success);
    },

    async logout(actor: Actor): Promise<LogoutAnswer> {
      if (actor.token) {
        // Ending a session is a write: a cross-site cookie request is refused here too.
        await actor.user();
        await deleteSession(db, hashToken(actor.token));
      }
      return { status: 'success', message: messages.logout.success };
    },

    /** The user behind a presented token, or null when it is unknown, forged or expired. */
    async userForToken(token: string): Promise<SessionUser | null> {
      return (await findSessionUser(db, hashToken(token))) ?? null;
    },

    async me(actor: Actor): Promise<SessionUser | null> {
      return actor.user();
    },

    purgeExpiredSessions: () => deleteExpiredSessions(db),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
