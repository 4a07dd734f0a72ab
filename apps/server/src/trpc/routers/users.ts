import { access, createUserSchema, updateUserSchema } from '@studio/contracts';
import { z } from 'zod';
import { procedure, router, soloProcedure } from '../init';

const byId = z.object({ id: z.string().min(1) });

export const usersRouter = router({
  list: procedure(access.users.list).query(({ ctx }) => ctx.services.users.list(ctx.req.actor)),
  create: soloProcedure(access.users.create)
    .input(createUserSchema)
    .mutation(({ ctx, input }) => ctx.services.users.create(ctx.req.actor, input)),
  update: procedure(access.users.update)
    .input(updateUserSchema)
    .mutation(({ ctx, input }) => ctx.services.users.update(ctx.req.actor, input)),
  delete: procedure(access.users.delete)
    .input(byId)
    .mutation(({ ctx, input }) => ctx.services.users.delete(ctx.req.actor, input.id)),
});
