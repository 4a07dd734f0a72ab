import { type FastifyHandlerOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContext } from './init';
import { type AppRouter, appRouter } from './root';

/** Answers one tRPC request (`path`: the procedure names, comma-separated in a batch). */
export function trpcHandler(app: FastifyInstance) {
  const options = {
    router: appRouter,
    createContext: createContext(app.services, app.config),
    // A batch is one request doing many calls: capped, so one request cannot do unbounded work.
    maxBatchSize: app.config.trpcMaxBatch,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, path }, 'tRPC call failed');
    },
  } satisfies Omit<
    FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>,
    'req' | 'res' | 'path'
  >;
  return (req: FastifyRequest, res: FastifyReply, path: string) =>
    fastifyRequestHandler({ ...options, req, res, path });
}
