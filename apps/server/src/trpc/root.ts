import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './init';
import { authRouter } from './routers/auth';
import { contentRouters } from './routers/content';
import { careerRouter, contactRouter } from './routers/inbox';

export const appRouter = router({
  content: contentRouters,
  contact: contactRouter,
  career: careerRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
