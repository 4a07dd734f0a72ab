import { access, changePasswordSchema } from '@studio/contracts';
import { z } from 'zod';
import { procedure, router, soloProcedure } from '../init';

const byId = z.object({ id: z.string().min(1) });

export const accountRouter = router({
  changePassword: soloProcedure(access.account.changePassword)
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => ctx.services.account.changePassword(ctx.req.actor, input)),
  sessions: procedure(access.account.sessions).query(({ ctx }) =>
    ctx.services.account.sessions(ctx.req.actor),
  ),
  revokeSession: procedure(access.account.revokeSession)
    .input(byId)
    .mutation(({ ctx, input }) => ctx.services.account.revokeSession(ctx.req.actor, input.id)),
  apiTokenCount: procedure(access.account.apiTokenCount).query(({ ctx }) =>
    ctx.services.account.apiTokenCount(ctx.req.actor),
  ),
  invitationCount: procedure(access.account.invitationCount).query(({ ctx }) =>
    ctx.services.account.invitationCount(ctx.req.actor),
  ),
});
