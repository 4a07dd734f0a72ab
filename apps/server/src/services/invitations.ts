import {
  acceptInvitationSchema,
  access,
  INVITATION_DAYS,
  type InvitationAnswer,
  invitationSchema,
  mailMessages,
  messages,
} from '@studio/contracts';
import {
  type Database,
  deleteExpiredAccountLinks,
  findInvitation,
  findUserByEmail,
  insertInvitation,
  insertUser,
  serialTransaction,
  takeInvitation,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from './actor';
import type { AuditLog } from './audit';
import type { SessionGrant } from './auth';
import { ServiceError, validate } from './errors';
import type { MailOutbox } from './mail/outbox';
import type { PasswordHasher } from './password';
import { hashToken, newSecret } from './secrets';

/** Where an invitation leads: the registration page, with the secret in the fragment. */
const INVITATION_LINK = '/register#invite=';

const badLink = () =>
  new ServiceError('invalid', mailMessages.invitations.badLink, {
    issues: [{ path: 'token', message: mailMessages.invitations.badLink }],
  });

const emailTaken = () => new ServiceError('conflict', messages.users.emailTaken);

/** Admins invite an address with a role; the invitee chooses a password and is signed in. */
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
      const { publicUrl } = mail.required();
      const { email, role } = validate(invitationSchema, input);
      if (await findUserByEmail(db, email)) throw emailTaken();
      const token = newSecret();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      await deleteExpiredAccountLinks(db);
      // The invitation and its mail commit together: no link that was never sent, no mail
      // with a link that does not work.
      await db.transaction().execute(async (trx) => {
        await insertInvitation(trx, {
          tokenHash: hashToken(token),
          email,
          role,
          invitedBy: admin.email,
          expiresAt: expiresAt.toISOString(),
        });
        const link = `${publicUrl}${INVITATION_LINK}${token}`;
        const data = { link, role, invitedBy: admin.email };
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

    /** Creates the invited account with the password chosen, and signs it in. */
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

export type InvitationService = ReturnType<typeof createInvitationService>;
