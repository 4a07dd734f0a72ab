import { anyone, loginSchema, registerSchema } from '@studio/contracts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { procedure, router, soloProcedure } from '../init';

export const authRouter = router({
  login: soloProcedure(anyone)
    .input(loginSchema)
    .mutation(async ({ ctx, input }) => {
      const grant = await ctx.services.auth.login(ctx.req.actor, input);
      setSessionCookie(ctx.res, ctx.config, grant);
      return { token: grant.token, message: grant.message };
    }),
  register: soloProcedure(anyone)
    .input(registerSchema)
    .mutation(async ({ ctx, input }) => {
      const registration = await ctx.services.auth.register(ctx.req.actor, input);
      if (registration.kind === 'pending') return { message: registration.message };
      setSessionCookie(ctx.res, ctx.config, registration.grant);
      return { token: registration.grant.token, message: registration.grant.message };
    }),
  logout: soloProcedure(anyone).mutation(async ({ ctx }) => {
    const answer = await ctx.services.auth.logout(ctx.req.actor);
    clearSessionCookie(ctx.res, ctx.config);
    return answer;
  }),
  me: procedure(anyone).query(({ ctx }) => ctx.services.auth.me(ctx.req.actor)),
});
