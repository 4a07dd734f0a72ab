import { access, createApiTokenSchema, revokeApiTokenSchema } from '@studio/contracts';
import { procedure, router } from '../init';

export const apiTokensRouter = router({
  list: procedure(access.apiTokens.list).query(({ ctx }) =>
    ctx.services.apiTokens.list(ctx.req.actor),
  ),
  create: procedure(access.apiTokens.create)
    .input(createApiTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.apiTokens.create(ctx.req.actor, input)),
  revoke: procedure(access.apiTokens.revoke)
    .input(revokeApiTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.apiTokens.revoke(ctx.req.actor, input)),
});
