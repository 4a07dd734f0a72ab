import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './init';
import { accountRouter } from './routers/account';
import { apiTokensRouter } from './routers/api-tokens';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { contentRouters } from './routers/content';
import { careerRouter, contactRouter, formsRouter } from './routers/inbox';
import { mediaRouter } from './routers/media';
import { singletonRouters } from './routers/singletons';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';

export const appRouter = router({
  content: contentRouters,
  singleton: singletonRouters,
  contact: contactRouter,
  career: careerRouter,
  forms: formsRouter,
  auth: authRouter,
  account: accountRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
  webhooks: webhooksRouter,
  media: mediaRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
