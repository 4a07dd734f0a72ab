import { z } from 'zod';
import { accountEmail, newPassword, roleSchema } from './auth';
import { REQUIRED_MESSAGE, text, tooLongMessage } from './fields';

/** "Forgot password?": the account's e-mail. */
export const passwordResetRequestSchema = z.object({ email: accountEmail() });

/** The secret of a mailed link, as its page sends it back. */
const linkToken = () => text().min(1, REQUIRED_MESSAGE).max(200, tooLongMessage(200));

/** A new password, with the same rules as everywhere else, and the link that allows it. */
export const passwordResetSchema = z.object({ token: linkToken(), password: newPassword() });

/** An admin invites an address to an account with a role. */
export const invitationSchema = z.object({ email: accountEmail(), role: roleSchema });
export type InvitationInput = z.input<typeof invitationSchema>;

/** The invitee chooses a password: the account is made. */
export const acceptInvitationSchema = z.object({ token: linkToken(), password: newPassword() });

/** The answer of a reset request (the same whatever the address) and of a new password. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** The answer to an invitation: sent, to whom, as what, until when (ISO 8601). */
export const invitationAnswerSchema = z.object({
  message: z.string(),
  email: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** An admin revokes a pending invitation by its id. */
export const revokeInvitationSchema = z.object({ id: text().min(1, REQUIRED_MESSAGE) });

/** A pending invitation (not accepted, not expired), as the Users page lists it. */
export const pendingInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: roleSchema,
  /** the inviting admin's e-mail */
  invitedBy: z.string(),
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** The answer to a revocation. */
export const invitationRevokedSchema = z.object({ message: z.string(), _id: z.string() });
export type InvitationRevoked = z.infer<typeof invitationRevokedSchema>;

/** Whether the server sends mail (SMTP_URL is set). */
export interface MailStatus {
  enabled: boolean;
}
