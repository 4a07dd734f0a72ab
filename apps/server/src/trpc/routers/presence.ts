import { access, presenceListSchema, presenceTargetSchema } from '@studio/contracts';
import { procedure, router } from '../init';

/**
 * Who is editing what: an edit page's heartbeat (which answers who else is there), its leaving,
 * and a list's markers. Polled, not pushed (decision 039).
 */
export const presenceRouter = router({
  announce: procedure(access.presence.announce)
    .input(presenceTargetSchema)
    .mutation(({ ctx, input }) => ctx.services.presence.announce(ctx.req.actor, input)),
  leave: procedure(access.presence.leave)
    .input(presenceTargetSchema)
    .mutation(({ ctx, input }) => ctx.services.presence.leave(ctx.req.actor, input)),
  list: procedure(access.presence.list)
    .input(presenceListSchema)
    .query(({ ctx, input }) => ctx.services.presence.list(ctx.req.actor, input)),
});
