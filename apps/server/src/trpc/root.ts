import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './init';
import { accountRouter } from './routers/account';
import { invitationsRouter, mailRouter, passwordResetRouter } from './routers/account-mail';
import { apiTokensRouter } from './routers/api-tokens';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { contentRouters } from './routers/content';
import { dashboardRouter } from './routers/dashboard';
import { careerRouter, contactRouter, formsRouter, inboxRouter } from './routers/inbox';
import { localesProcedure } from './routers/locales';
import { mediaRouter } from './routers/media';
import { passkeysRouter } from './routers/passkeys';
import { presenceRouter } from './routers/presence';
import { privacyRouter } from './routers/privacy';
import { singletonRouters } from './routers/singletons';
import { trashRouter } from './routers/trash';
import { twoFactorRouter } from './routers/two-factor';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';

export const appRouter = router({
  content: contentRouters,
  singleton: singletonRouters,
  contact: contactRouter,
  career: careerRouter,
  inbox: inboxRouter,
  dashboard: dashboardRouter,
  forms: formsRouter,
  auth: authRouter,
  account: accountRouter,
  passkeys: passkeysRouter,
  twoFactor: twoFactorRouter,
  passwordReset: passwordResetRouter,
  invitations: invitationsRouter,
  mail: mailRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
  webhooks: webhooksRouter,
  media: mediaRouter,
  audit: auditRouter,
  trash: trashRouter,
  presence: presenceRouter,
  privacy: privacyRouter,
  locales: localesProcedure,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
