import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { createContext } from '../trpc/init';
import { type AppRouter, appRouter } from '../trpc/root';

export const trpcPlugin = fp(async (app) => {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContext(app.services, app.config),
      // A batch is one request doing many calls: capped, so one request cannot do unbounded work.
      maxBatchSize: app.config.trpcMaxBatch,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
});
