import {
  acceptInvitationSchema,
  access,
  invitationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  revokeInvitationSchema,
} from '@studio/contracts';
import { setSessionCookie } from '../../plugins/session';
import { procedure, router, soloProcedure } from '../init';

/** Whether the server sends mail: the sign-in and users pages offer their e-mail links by it. */
export const mailRouter = router({
  status: procedure(access.mail.status).query(({ ctx }) => ctx.services.mail.status()),
});

export const passwordResetRouter = router({
  request: procedure(access.passwordReset.request)
    .input(passwordResetRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.request(ctx.req.actor, input)),
  complete: soloProcedure(access.passwordReset.complete)
    .input(passwordResetSchema)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.complete(ctx.req.actor, input)),
});

export const invitationsRouter = router({
  create: procedure(access.invitations.create)
    .input(invitationSchema)
    .mutation(({ ctx, input }) => ctx.services.invitations.create(ctx.req.actor, input)),
  accept: soloProcedure(access.invitations.accept)
    .input(acceptInvitationSchema)
    .mutation(async ({ ctx, input }) => {
      const grant = await ctx.services.invitations.accept(ctx.req.actor, input);
      setSessionCookie(ctx.res, ctx.config, grant);
      return { token: grant.token, message: grant.message };
    }),
  list: procedure(access.invitations.list).query(({ ctx }) =>
    ctx.services.invitations.list(ctx.req.actor),
  ),
  revoke: procedure(access.invitations.revoke)
    .input(revokeInvitationSchema)
    .mutation(({ ctx, input }) => ctx.services.invitations.revoke(ctx.req.actor, input)),
});
