import { access } from '@studio/contracts';
import { procedure, router } from '../init';

/** The dashboard's one read of every type's records, drafts and scheduled ones. */
export const dashboardRouter = router({
  summary: procedure(access.content.count).query(({ ctx }) =>
    ctx.services.content.summary(ctx.req.actor),
  ),
});
