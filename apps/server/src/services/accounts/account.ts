import { access, changePasswordSchema, messages, type SessionInfo } from '@studio/contracts';
import {
  countUserApiTokens,
  countUserInvitations,
  type Database,
  deleteUserApiTokens,
  deleteUserInvitations,
  deleteUserPasskeys,
  deleteUserPasswordResets,
  deleteUserSession,
  deleteUserSessions,
  findUserById,
  listUserSessions,
  updateUser,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import type { RateLimiters } from '../rate-limiter';
import { type ResetCredentials, recordRevokedCredentials } from './credentials';
import type { PasswordHasher } from './password';

/** What a signed-in account does to itself: its password, its sessions, what it handed out. */
export function createAccountService(deps: {
  db: Kysely<Database>;
  config: Config;
  hasher: PasswordHasher;
  rateLimiter: RateLimiters;
  audit: AuditLog;
}) {
  const { db, config, hasher, rateLimiter, audit } = deps;
  // A stolen session must not become a way to guess the password.
  const wrongPasswords = rateLimiter('password-change', config.rateLimits.loginFailures);

  return {
    /**
     * A new password signs the other sessions out; when asked, it also ends what someone who
     * briefly held the account may have left to get back in: the API tokens made with it, its
     * passkeys, the invitations it sent (a reset ends them all: credentials.ts).
     */
    async changePassword(actor: Actor, input: unknown) {
      const user = await authorize(access.account.changePassword, actor);
      const { currentPassword, newPassword, revokeApiTokens, removePasskeys, revokeInvitations } =
        validate(changePasswordSchema, input);
      await wrongPasswords.consume(user.id);
      const stored = await findUserById(db, user.id);
      const { valid } = await hasher.verify(currentPassword, stored?.passwordHash);
      if (!valid) {
        const issue = { path: 'currentPassword', message: messages.account.wrongPassword };
        throw new ServiceError('invalid', `${issue.path}: ${issue.message}`, { issues: [issue] });
      }
      await wrongPasswords.reset(user.id);
      const passwordHash = await hasher.hash(newPassword);
      const revoked = await db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { passwordHash });
        await deleteUserSessions(trx, user.id, user.sessionId);
        // A reset link asked for earlier (by whoever read the mailbox, say) would undo it.
        await deleteUserPasswordResets(trx, user.id);
        return {
          tokens: revokeApiTokens ? await deleteUserApiTokens(trx, user.id) : [],
          passkeys: removePasskeys ? await deleteUserPasskeys(trx, user.id) : [],
          invitations: revokeInvitations ? await deleteUserInvitations(trx, user.id) : [],
        } satisfies ResetCredentials;
      });
      await recordRevokedCredentials(audit, user.email, revoked);
      return {
        message: messages.account.passwordChangedAndEnded({
          apiTokens: revoked.tokens.length,
          passkeys: revoked.passkeys.length,
          invitations: revoked.invitations.length,
        }),
      };
    },

    async sessions(actor: Actor): Promise<SessionInfo[]> {
      const user = await authorize(access.account.sessions, actor);
      const rows = await listUserSessions(db, user.id);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        userAgent: row.userAgent,
        ip: row.ip,
        current: row.id === user.sessionId,
      }));
    },

    async revokeSession(actor: Actor, sessionId: string) {
      const user = await authorize(access.account.revokeSession, actor);
      if (!(await deleteUserSession(db, user.id, sessionId))) throw notFound();
      return { message: messages.account.sessionRevoked };
    },

    /** How many API tokens were made with the account (its password form offers to revoke them). */
    async apiTokenCount(actor: Actor): Promise<number> {
      const user = await authorize(access.account.apiTokenCount, actor);
      return countUserApiTokens(db, user.id);
    },

    /** How many pending invitations the account sent (its password form offers to revoke them). */
    async invitationCount(actor: Actor): Promise<number> {
      const user = await authorize(access.account.invitationCount, actor);
      return countUserInvitations(db, user.id);
    },
  };
}
