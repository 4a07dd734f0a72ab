import { access } from '@studio/contracts';
import { procedure, router } from '../init';

/** The dashboard's reads: every type's records, drafts and scheduled ones; its two charts. */
export const dashboardRouter = router({
  summary: procedure(access.content.count).query(({ ctx }) =>
    ctx.services.content.summary(ctx.req.actor),
  ),
  /** The records chart: records created each month, per type. */
  recordsPerMonth: procedure(access.content.count).query(({ ctx }) =>
    ctx.services.dashboard.recordsPerMonth(ctx.req.actor),
  ),
  /** The inbox chart (admins): messages and applications each week, spam apart. */
  inboxPerWeek: procedure(access.contact.list).query(({ ctx }) =>
    ctx.services.dashboard.inboxPerWeek(ctx.req.actor),
  ),
});
