import type { Access } from '@studio/contracts';
import { messages } from '@studio/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Config } from '../config';
import type {} from '../fastify-types';
import type { Services } from '../services';
import { authorize } from '../services/actor';
import { errorKinds, issuesOf, ServiceError } from '../services/errors';

export interface Context {
  services: Services;
  config: Config;
  req: FastifyRequest;
  res: FastifyReply;
}

export const createContext =
  (services: Services, config: Config) =>
  ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    services,
    config,
    req,
    res,
  });

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const issues =
      cause instanceof ServiceError
        ? cause.issues
        : cause instanceof ZodError
          ? issuesOf(cause)
          : undefined;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? messages.server.internal : shape.message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues },
    };
  },
});

export const router = t.router;

/** Service errors become tRPC errors through the same table REST uses for statuses. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: errorKinds[cause.kind].trpc, message: cause.message, cause });
  }
  return result;
});

/**
 * A procedure callable at the given access level. The check runs before input parsing, so an
 * anonymous caller learns nothing from validation; the service checks the same line again.
 */
export const procedure = (level: Access) =>
  t.procedure.use(mapServiceErrors).use(async ({ ctx, next }) => {
    await authorize(level, ctx.req.actor);
    return next();
  });
