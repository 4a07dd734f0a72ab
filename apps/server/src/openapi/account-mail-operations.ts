import {
  acceptInvitationSchema,
  access,
  authAnswerSchema,
  invitationAnswerSchema,
  invitationRevokedSchema,
  invitationSchema,
  messageAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  pendingInvitationSchema,
} from '@studio/contracts';
import type { Named, Operation } from './operations';

const tag = 'Accounts by e-mail';
const answer: Named = { name: 'MessageAnswer', schema: messageAnswerSchema };
const session: Named = { name: 'AuthAnswer', schema: authAnswerSchema };

/**
 * "Forgot password?" and invitations (`rest/account-mail.ts`); each of the four mailing calls
 * answers 503 without SMTP_URL. The pending invitations are listed and revoked by admins.
 */
export const accountMailOperations = (): Operation[] => [
  {
    method: 'post',
    path: '/api/forgotpassword',
    operationId: 'requestPasswordReset',
    summary: "Mail a single-use link to choose a new password to the address's account",
    tag,
    access: access.passwordReset.request,
    body: { kind: 'json', name: 'PasswordResetRequest', schema: passwordResetRequestSchema },
    success: [
      {
        status: 202,
        description: 'The same answer whether or not the address has an account',
        ...answer,
      },
    ],
    refusals: [429, 503],
  },
  {
    method: 'post',
    path: '/api/resetpassword',
    operationId: 'resetPassword',
    summary: "Set a new password through a mailed link (signs the account's sessions out)",
    tag,
    access: access.passwordReset.complete,
    body: { kind: 'json', name: 'PasswordReset', schema: passwordResetSchema },
    success: [{ status: 200, description: 'The password is changed', ...answer }],
    refusals: [503],
  },
  {
    method: 'post',
    path: '/api/invite',
    operationId: 'inviteUser',
    summary: 'Mail an address a single-use link to create an account with a role',
    tag,
    access: access.invitations.create,
    body: { kind: 'json', name: 'Invitation', schema: invitationSchema },
    success: [
      {
        status: 201,
        description: 'Sent',
        name: 'InvitationAnswer',
        schema: invitationAnswerSchema,
      },
    ],
    refusals: [409, 503],
  },
  {
    method: 'post',
    path: '/api/acceptinvite',
    operationId: 'acceptInvitation',
    summary: 'Create the invited account with a password: a token, and the session cookie',
    tag,
    access: access.invitations.accept,
    body: { kind: 'json', name: 'AcceptInvitation', schema: acceptInvitationSchema },
    success: [{ status: 201, description: 'The account, signed in', ...session }],
    refusals: [409, 503],
  },
  {
    method: 'get',
    path: '/api/invitationdisplay',
    operationId: 'listInvitations',
    summary: 'The invitations not yet accepted nor expired, newest first',
    tag,
    access: access.invitations.list,
    success: [
      {
        status: 200,
        description: 'The pending invitations',
        list: true,
        name: 'PendingInvitation',
        schema: pendingInvitationSchema,
      },
    ],
  },
  {
    method: 'delete',
    path: '/api/invitationrevoke/:id',
    operationId: 'revokeInvitation',
    summary:
      "Revoke a pending invitation: its link stops working at once (404 when it isn't pending)",
    tag,
    access: access.invitations.revoke,
    success: [
      {
        status: 200,
        description: 'Revoked',
        name: 'InvitationRevoked',
        schema: invitationRevokedSchema,
      },
    ],
  },
];
