import { messages, type Rule } from '@studio/contracts';
import { initTRPC, type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import type { Config } from '../config';
import type {} from '../fastify-types';
import type { Services } from '../services';
import { authorize } from '../services/actor';
import { type ErrorKind, issuesOf, ServiceError, summarize } from '../services/errors';

interface Context {
  services: Services;
  config: Config;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
  /** How many calls came in this request (a batch has more than one). */
  calls: number;
}

export const createContext =
  (services: Services, config: Config) =>
  ({ req, res, info }: CreateFastifyContextOptions): Context => ({
    services,
    config,
    req,
    res,
    calls: info.calls.length,
  });

/** The tRPC code of each service error kind (the HTTP status follows from it). */
const trpcCodes: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  stale: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

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
    // Our words, never tRPC's own texts (its "not found" repeats the path asked for, and
    // JSON.parse's complaint about a body or `input` quotes it).
    const message =
      error.code === 'INTERNAL_SERVER_ERROR'
        ? messages.server.internal
        : cause instanceof ZodError && issues
          ? summarize(issues)
          : cause instanceof SyntaxError
            ? messages.server.malformedJson
            : error.code === 'NOT_FOUND' && !(cause instanceof ServiceError)
              ? messages.server.notFound
              : shape.message;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        issues,
        usedBy: cause instanceof ServiceError ? cause.usedBy : undefined,
        twoFactorRequired: cause instanceof ServiceError ? cause.twoFactorRequired : undefined,
        version: cause instanceof ServiceError ? cause.current?.version : undefined,
        current: cause instanceof ServiceError ? cause.current?.record : undefined,
        changedBy: cause instanceof ServiceError ? cause.current?.changedBy : undefined,
      },
    };
  },
});

export const router = t.router;

/** Service errors become tRPC errors; a refusal to wait carries Retry-After as over REST. */
const mapServiceErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) {
    const cause = result.error.cause;
    if (cause.retryAfterSeconds) ctx.res.header('retry-after', String(cause.retryAfterSeconds));
    throw new TRPCError({ code: trpcCodes[cause.kind], message: cause.message, cause });
  }
  return result;
});

/**
 * A procedure callable under the given rule of the access table. The check runs before input
 * parsing, so an anonymous caller learns nothing from validation; the service checks the same
 * rule again.
 */
export const procedure = (rule: Rule) =>
  t.procedure.use(mapServiceErrors).use(async ({ ctx, next }) => {
    await authorize(rule, ctx.req.actor);
    return next();
  });

/**
 * A procedure that hashes a password: alone in its request, so one batch cannot queue up
 * dozens of hashes.
 */
export const soloProcedure = (rule: Rule) =>
  procedure(rule).use(({ ctx, next }) => {
    if (ctx.calls > 1)
      throw new TRPCError({ code: 'BAD_REQUEST', message: messages.server.batchRefused });
    return next();
  });
