import {
  acceptInvitationSchema,
  access,
  invitationAnswerSchema,
  invitationRevokedSchema,
  invitationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  pendingInvitationSchema,
} from '@studio/contracts';
import { setSessionCookie } from '../plugins/session';
import { messageAnswer, sessionAnswer } from './answers';
import { type RestRoute, route } from './route';

const tag = 'Accounts by e-mail';

/**
 * Accounts by e-mail: "forgot password?" and invitations (each of the four mailing calls
 * answers 503 without SMTP_URL); the pending invitations, listed and revoked by admins.
 */
export const accountMailRoutes = (): RestRoute[] => [
  // 202 and the same words whether or not the address has an account.
  route({
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
        ...messageAnswer,
      },
    ],
    refusals: [429, 503],
    handler: async (req, reply) =>
      reply.status(202).send(await req.server.services.passwordReset.request(req.actor, req.body)),
  }),
  route({
    method: 'post',
    path: '/api/resetpassword',
    operationId: 'resetPassword',
    summary: "Set a new password through a mailed link (signs the account's sessions out)",
    tag,
    access: access.passwordReset.complete,
    body: { kind: 'json', name: 'PasswordReset', schema: passwordResetSchema },
    success: [{ status: 200, description: 'The password is changed', ...messageAnswer }],
    refusals: [503],
    handler: (req) => req.server.services.passwordReset.complete(req.actor, req.body),
  }),
  route({
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
    handler: async (req, reply) =>
      reply.status(201).send(await req.server.services.invitations.create(req.actor, req.body)),
  }),
  // The new account is signed in, as after the first registration.
  route({
    method: 'post',
    path: '/api/acceptinvite',
    operationId: 'acceptInvitation',
    summary: 'Create the invited account with a password: a token, and the session cookie',
    tag,
    access: access.invitations.accept,
    body: { kind: 'json', name: 'AcceptInvitation', schema: acceptInvitationSchema },
    success: [{ status: 201, description: 'The account, signed in', ...sessionAnswer }],
    refusals: [409, 503],
    handler: async (req, reply) => {
      const grant = await req.server.services.invitations.accept(req.actor, req.body);
      setSessionCookie(reply, req.server.config, grant);
      return reply.status(201).send({ token: grant.token, message: grant.message });
    },
  }),
  route({
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
    handler: (req) => req.server.services.invitations.list(req.actor),
  }),
  route({
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
    handler: (req) => req.server.services.invitations.revoke(req.actor, { id: req.params.id }),
  }),
];
