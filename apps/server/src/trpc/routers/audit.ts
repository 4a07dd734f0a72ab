import { access, auditListSchema } from '@studio/contracts';
import { procedure, router } from '../init';

/** The activity log (the admin's Activity page). */
export const auditRouter = router({
  list: procedure(access.audit.list)
    .input(auditListSchema)
    .query(({ ctx, input }) => ctx.services.audit.list(ctx.req.actor, input)),
});
