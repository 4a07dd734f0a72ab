import { loginSchema, registerSchema } from '@studio/contracts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { procedure, router } from '../init';

export const authRouter = router({
  login: procedure('public')
    .input(loginSchema)
    .mutation(async ({ ctx, input }) => {
      const grant = await ctx.services.auth.login(ctx.req.actor, input);
      setSessionCookie(ctx.res, ctx.config, grant);
      return { token: grant.token, message: grant.message };
    }),
  register: procedure('public')
    .input(registerSchema)
    .mutation(async ({ ctx, input }) => {
      const grant = await ctx.services.auth.register(ctx.req.actor, input);
      setSessionCookie(ctx.res, ctx.config, grant);
      return { token: grant.token, message: grant.message };
    }),
  logout: procedure('public').mutation(async ({ ctx }) => {
    const answer = await ctx.services.auth.logout(ctx.req.actor);
    clearSessionCookie(ctx.res, ctx.config);
    return answer;
  }),
  me: procedure('public').query(({ ctx }) => ctx.services.auth.me(ctx.req.actor)),
});
