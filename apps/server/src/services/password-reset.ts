import {
  access,
  mailMessages,
  PASSWORD_RESET_MINUTES,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@studio/contracts';
import {
  type Database,
  deleteExpiredAccountLinks,
  deleteUserSessions,
  findPasswordReset,
  findUserByEmail,
  insertPasswordReset,
  takePasswordReset,
  updateUser,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { type Actor, authorize } from './actor';
import type { AuditLog } from './audit';
import { ServiceError, validate } from './errors';
import type { MailOutbox } from './mail/outbox';
import type { PasswordHasher } from './password';
import type { RateLimiters } from './rate-limiter';
import { hashToken, newSecret } from './secrets';

/** Where a reset link leads: the sign-in page, with the secret in the fragment, which no server logs. */
const RESET_LINK = '/login#reset=';

const badLink = () =>
  new ServiceError('invalid', mailMessages.passwordReset.badLink, {
    issues: [{ path: 'token', message: mailMessages.passwordReset.badLink }],
  });

/** "Forgot password?": a single-use link by e-mail, then a new password through it. */
export function createPasswordResetService(deps: {
  db: Kysely<Database>;
  config: Config;
  hasher: PasswordHasher;
  rateLimiter: RateLimiters;
  audit: AuditLog;
  mail: MailOutbox;
}) {
  const { db, config, hasher, rateLimiter, audit, mail } = deps;
  // Per address too: many clients must not flood one inbox with links.
  const perClient = rateLimiter('password-reset', config.rateLimits.passwordReset);
  const perAddress = rateLimiter('password-reset-email', config.rateLimits.passwordReset);

  return {
    /**
     * Mails a link when the address has an account that may sign in. The answer is the same
     * whether or not it has one, and whether or not the link could be queued.
     */
    async request(actor: Actor, input: unknown) {
      await authorize(access.passwordReset.request, actor);
      const { publicUrl } = mail.required();
      const { email } = validate(passwordResetRequestSchema, input);
      await perClient.consume(actor.network);
      await perAddress.consume(email);
      const user = await findUserByEmail(db, email);
      if (user && !user.disabled) {
        try {
          const token = newSecret();
          const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
          await deleteExpiredAccountLinks(db);
          await db.transaction().execute(async (trx) => {
            await insertPasswordReset(trx, {
              tokenHash: hashToken(token),
              userId: user.id,
              expiresAt: expiresAt.toISOString(),
            });
            const link = `${publicUrl}${RESET_LINK}${token}`;
            await mail.queue(
              trx,
              { kind: 'password-reset', data: { link } },
              [user.email],
              expiresAt,
            );
          });
          await audit.record({
            actor: user.email,
            action: 'password-reset-requested',
            type: 'account',
            recordId: user.id,
          });
        } catch (error) {
          // Still the neutral answer: an error must not tell that the account exists.
          actor.log.error({ err: error }, 'password reset link not queued');
        }
      }
      actor.log.info({ ip: actor.ip }, 'password reset requested');
      return { message: mailMessages.passwordReset.sent };
    },

    /** A new password through a valid link: the link is used up, every session signed out. */
    async complete(actor: Actor, input: unknown) {
      await authorize(access.passwordReset.complete, actor);
      mail.required();
      const { token, password } = validate(passwordResetSchema, input);
      const reset = await findPasswordReset(db, hashToken(token));
      // Checked before the (slow, queued) hash: a made-up link costs the server nothing.
      if (!reset) throw badLink();
      const passwordHash = await hasher.hash(password);
      const user = await db.transaction().execute(async (trx) => {
        if (!(await takePasswordReset(trx, reset))) throw badLink();
        await deleteUserSessions(trx, reset.userId);
        const updated = await updateUser(trx, reset.userId, { passwordHash });
        if (!updated) throw badLink();
        return updated;
      });
      actor.log.info({ email: user.email, ip: actor.ip }, 'password reset by link');
      await audit.record({
        actor: user.email,
        action: 'password-reset',
        type: 'account',
        recordId: user.id,
      });
      return { message: mailMessages.passwordReset.done };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
