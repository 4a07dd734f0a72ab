import { access, trashListSchema, trashRestoreInputSchema } from '@studio/contracts';
import { procedure, router } from '../init';

/** Deleted content records (the admin's Trash page). */
export const trashRouter = router({
  list: procedure(access.trash.list)
    .input(trashListSchema)
    .query(({ ctx, input }) => ctx.services.trash.list(ctx.req.actor, input)),
  restore: procedure(access.trash.restore)
    .input(trashRestoreInputSchema)
    .mutation(({ ctx, input }) => ctx.services.trash.restore(ctx.req.actor, input, input.version)),
});
