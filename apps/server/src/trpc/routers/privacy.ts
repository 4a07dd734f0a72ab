import { access, privacyRequestSchema } from '@studio/contracts';
import { procedure, router } from '../init';

/** A visitor's access and erasure requests (the admin's Privacy page). */
export const privacyRouter = router({
  export: procedure(access.privacy.export)
    .input(privacyRequestSchema)
    .query(({ ctx, input }) => ctx.services.privacy.export(ctx.req.actor, input)),
  erase: procedure(access.privacy.erase)
    .input(privacyRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.privacy.erase(ctx.req.actor, input)),
});
