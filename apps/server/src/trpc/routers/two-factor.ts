import { access, totpDisableSchema, totpEnableSchema } from '@studio/contracts';
import { procedure, router, soloProcedure } from '../init';

/** The caller's own two-factor sign-in (TOTP): the account page's card. */
export const twoFactorRouter = router({
  status: procedure(access.twoFactor.status).query(({ ctx }) =>
    ctx.services.twoFactor.status(ctx.req.actor),
  ),
  setup: procedure(access.twoFactor.setup).mutation(({ ctx }) =>
    ctx.services.twoFactor.setup(ctx.req.actor),
  ),
  enable: procedure(access.twoFactor.enable)
    .input(totpEnableSchema)
    .mutation(({ ctx, input }) => ctx.services.twoFactor.enable(ctx.req.actor, input)),
  // Checks the password: alone in its request, as every call that hashes one.
  disable: soloProcedure(access.twoFactor.disable)
    .input(totpDisableSchema)
    .mutation(({ ctx, input }) => ctx.services.twoFactor.disable(ctx.req.actor, input)),
});
