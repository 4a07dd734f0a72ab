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
  findUserById,
  insertPasswordReset,
  takePasswordReset,
  updateUser,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { ServiceError, validate } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import type { RateLimiters } from '../rate-limiter';
import { recordRevokedCredentials, revokeForReset } from './credentials';
import type { PasswordHasher } from './password';
import { hashToken } from './secrets';

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

  /**
   * Queues a link's mail when the address has an account that may sign in. The row holds no
   * secret: the mail makes one when it is sent (see the outbox's `compose`).
   */
  async function queueLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user || user.disabled) return;
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
    await deleteExpiredAccountLinks(db);
    await db.transaction().execute(async (trx) => {
      const reset = await insertPasswordReset(trx, {
        userId: user.id,
        expiresAt: expiresAt.toISOString(),
      });
      await mail.queue(trx, { kind: 'password-reset', data: { reset } }, [user.email], expiresAt);
    });
    await audit.record({
      actor: user.email,
      action: 'password-reset-requested',
      type: 'account',
      recordId: user.id,
    });
  }

  return {
    /**
     * Mails a link when the address has an account that may sign in. The answer is the same
     * whether or not it has one, and whether or not the link could be queued; and it comes
     * first: the lookup and the writes run after it, so its timing tells nothing either.
     */
    async request(actor: Actor, input: unknown) {
      await authorize(access.passwordReset.request, actor);
      mail.required();
      const { email } = validate(passwordResetRequestSchema, input);
      // Counted before answering, known address or not: a 429 tells nothing about the account.
      await perClient.consume(actor.network);
      await perAddress.consume(email);
      queueLink(email).catch((error: unknown) => {
        // Still the neutral answer (already given): an error must not tell that the account exists.
        actor.log.error({ err: error }, 'password reset link not queued');
      });
      actor.log.info({ ip: actor.ip }, 'password reset requested');
      return { message: mailMessages.passwordReset.sent };
    },

    /**
     * A new password through a valid link: the link is used up, every session signed out, and
     * every API token made, invitation sent and passkey added with the account revoked (whoever
     * held the account may have made them). A disabled account's link is refused like a bad one.
     */
    async complete(actor: Actor, input: unknown) {
      await authorize(access.passwordReset.complete, actor);
      mail.required();
      const { token, password } = validate(passwordResetSchema, input);
      const reset = await findPasswordReset(db, hashToken(token));
      // Checked before the (slow, queued) hash: a made-up link costs the server nothing.
      if (!reset) throw badLink();
      if ((await findUserById(db, reset.userId))?.disabled !== 0) throw badLink();
      const passwordHash = await hasher.hash(password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await takePasswordReset(trx, reset))) throw badLink();
        // Disabled while the password was hashed: refused still (the link is used up).
        const account = await findUserById(trx, reset.userId);
        if (!account || account.disabled) return null;
        await deleteUserSessions(trx, reset.userId);
        const revoked = await revokeForReset(trx, reset.userId);
        const user = await updateUser(trx, reset.userId, { passwordHash });
        return user ? { user, revoked } : null;
      });
      if (!done) throw badLink();
      const { user, revoked } = done;
      actor.log.info(
        {
          email: user.email,
          ip: actor.ip,
          revokedTokens: revoked.tokens.length,
          revokedInvitations: revoked.invitations.length,
          removedPasskeys: revoked.passkeys.length,
        },
        'password reset by link',
      );
      await audit.record({
        actor: user.email,
        action: 'password-reset',
        type: 'account',
        recordId: user.id,
      });
      await recordRevokedCredentials(audit, user.email, revoked);
      return {
        message:
          revoked.tokens.length > 0
            ? mailMessages.passwordReset.doneTokensRevoked(revoked.tokens.length)
            : mailMessages.passwordReset.done,
      };
    },
  };
}
