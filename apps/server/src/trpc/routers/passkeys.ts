import {
  access,
  addPasskeySchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '@studio/contracts';
import { z } from 'zod';
import { relyingParty } from '../../plugins/relying-party';
import { setSessionCookie } from '../../plugins/session';
import { procedure, router, soloProcedure } from '../init';

const byId = z.object({ id: z.string().min(1) });

/** The caller's own passkeys (the account page), and signing in with one (the login page). */
export const passkeysRouter = router({
  list: procedure(access.passkeys.list).query(({ ctx }) =>
    ctx.services.passkeys.list(ctx.req.actor),
  ),
  registrationOptions: procedure(access.passkeys.add).mutation(({ ctx }) =>
    ctx.services.passkeys.registrationOptions(ctx.req.actor, relyingParty(ctx.req)),
  ),
  add: procedure(access.passkeys.add)
    .input(addPasskeySchema)
    .mutation(({ ctx, input }) =>
      ctx.services.passkeys.add(ctx.req.actor, input, relyingParty(ctx.req)),
    ),
  rename: procedure(access.passkeys.rename)
    .input(renamePasskeySchema.extend(byId.shape))
    .mutation(({ ctx, input }) => ctx.services.passkeys.rename(ctx.req.actor, input.id, input)),
  remove: procedure(access.passkeys.remove)
    .input(byId)
    .mutation(({ ctx, input }) => ctx.services.passkeys.remove(ctx.req.actor, input.id)),
  signInOptions: procedure(access.passkeys.signIn).mutation(({ ctx }) =>
    ctx.services.passkeys.signInOptions(ctx.req.actor, relyingParty(ctx.req)),
  ),
  // Alone in its request, as the password sign-in is.
  signIn: soloProcedure(access.passkeys.signIn)
    .input(passkeySignInSchema)
    .mutation(async ({ ctx, input }) => {
      const grant = await ctx.services.passkeys.signIn(ctx.req.actor, input, relyingParty(ctx.req));
      setSessionCookie(ctx.res, ctx.config, grant);
      return { token: grant.token, message: grant.message };
    }),
});
