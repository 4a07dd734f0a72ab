import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { createContext } from '../trpc/init';
import { type AppRouter, appRouter } from '../trpc/root';

export const trpcPlugin = fp(async (app) => {
  await app.register(async (trpc) => {
    // tRPC answers its earliest refusals (a batch over the cap, no content type) with a fetch
    // Response whose string body is typed text/plain by default: the body is JSON as every other.
    trpc.addHook('onSend', async (_request, _reply, payload) => {
      if (payload instanceof Response && payload.headers.get('content-type')?.startsWith('text/')) {
        payload.headers.set('content-type', 'application/json');
      }
      return payload;
    });
    await trpc.register(fastifyTRPCPlugin, {
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
});
