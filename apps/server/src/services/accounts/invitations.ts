import {
  acceptInvitationSchema,
  access,
  INVITATION_DAYS,
  type InvitationAnswer,
  type InvitationRevoked,
  invitationSchema,
  mailMessages,
  messages,
  type PendingInvitation,
  revokeInvitationSchema,
} from '@studio/contracts';
import {
  type Database,
  deleteExpiredAccountLinks,
  deleteInvitation,
  findInvitation,
  findUserByEmail,
  insertInvitation,
  insertUser,
  listPendingInvitations,
  type RevokedInvitation,
  serialTransaction,
  takeInvitation,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import type { SessionGrant } from './auth';
import type { PasswordHasher } from './password';
import { hashToken } from './secrets';

const badLink = () =>
  new ServiceError('invalid', mailMessages.invitations.badLink, {
    issues: [{ path: 'token', message: mailMessages.invitations.badLink }],
  });

const emailTaken = () => new ServiceError('conflict', messages.users.emailTaken);

/**
 * Tells the activity log of invitations revoked, by whoever revoked them: an admin on the users
 * page, or the end of the account that sent them (a reset, a disable). Never the link.
 */
export async function recordRevokedInvitations(
  audit: AuditLog,
  actor: string | null,
  invitations: readonly RevokedInvitation[],
) {
  for (const invitation of invitations) {
    await audit.record({
      actor,
      action: 'invitation-revoked',
      type: 'user',
      title: `${invitation.email} (${invitation.role})`,
    });
  }
}

/**
 * Admins invite an address with a role; the invitee chooses a password and is signed in. Any
 * admin may revoke an invitation before it is accepted; it is revoked for good when its admin is
 * disabled, demoted or deleted, or has the password reset (see credentials.ts).
 */
export function createInvitationService(deps: {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  audit: AuditLog;
  mail: MailOutbox;
  startSession: (actor: Actor, userId: string, message: string) => Promise<SessionGrant>;
}) {
  const { db, hasher, audit, mail, startSession } = deps;

  return {
    /** Mails a link valid for INVITATION_DAYS; an earlier invitation to the address stops working. */
    async create(actor: Actor, input: unknown): Promise<InvitationAnswer> {
      const admin = await authorize(access.invitations.create, actor);
      mail.required();
      const { email, role } = validate(invitationSchema, input);
      if (await findUserByEmail(db, email)) throw emailTaken();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      await deleteExpiredAccountLinks(db);
      // The invitation and its mail commit together: no invitation that is never mailed. Its
      // secret is made when the mail is sent (the outbox's `compose`): no row holds it.
      await db.transaction().execute(async (trx) => {
        const invitation = await insertInvitation(trx, {
          email,
          role,
          invitedBy: admin.id,
          expiresAt: expiresAt.toISOString(),
        });
        const data = { invitation, role, invitedBy: admin.email };
        await mail.queue(trx, { kind: 'invitation', data }, [email], expiresAt);
      });
      actor.log.info({ by: admin.email, email, role }, 'user invited');
      await audit.record({
        actor: admin.email,
        action: 'user-invited',
        type: 'user',
        title: `${email} (${role})`,
      });
      return {
        message: mailMessages.invitations.sent(email),
        email,
        role,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The invitations not yet accepted nor expired, newest first. */
    async list(actor: Actor): Promise<PendingInvitation[]> {
      await authorize(access.invitations.list, actor);
      return (await listPendingInvitations(db)).map((row) => ({
        _id: row.id,
        email: row.email,
        role: row.role,
        invitedBy: row.invitedByEmail,
        expiresAt: row.expiresAt,
      }));
    },

    /** Its link stops working at once (a mail not yet sent is dropped); 404 when not pending. */
    async revoke(actor: Actor, input: unknown): Promise<InvitationRevoked> {
      const admin = await authorize(access.invitations.revoke, actor);
      const { id } = validate(revokeInvitationSchema, input);
      const revoked = await deleteInvitation(db, id);
      if (!revoked) throw notFound();
      actor.log.info({ by: admin.email, email: revoked.email }, 'invitation revoked');
      await recordRevokedInvitations(audit, admin.email, [revoked]);
      return { message: mailMessages.invitations.revoked, _id: id };
    },

    /**
     * Creates the invited account with the password chosen, and signs it in; refused like a bad
     * link once the inviter is no longer an enabled admin.
     */
    async accept(actor: Actor, input: unknown): Promise<SessionGrant> {
      await authorize(access.invitations.accept, actor);
      mail.required();
      const { token, password } = validate(acceptInvitationSchema, input);
      const tokenHash = hashToken(token);
      const invitation = await findInvitation(db, tokenHash);
      // Checked before the (slow, queued) hash: a made-up link costs the server nothing.
      if (!invitation) throw badLink();
      const passwordHash = await hasher.hash(password);
      const user = await serialTransaction(db, async (trx) => {
        if (!(await takeInvitation(trx, tokenHash))) throw badLink();
        if (await findUserByEmail(trx, invitation.email)) throw emailTaken();
        return insertUser(trx, { email: invitation.email, passwordHash, role: invitation.role });
      });
      actor.log.info({ email: user.email, role: user.role }, 'invitation accepted');
      await audit.record({
        actor: user.email,
        action: 'invitation-accepted',
        type: 'user',
        recordId: user.id,
        title: `${user.email} (${invitation.role})`,
      });
      return startSession(actor, user.id, mailMessages.invitations.accepted);
    },
  };
}
