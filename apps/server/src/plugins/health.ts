import { messages } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type {} from '../fastify-types';

/**
 * For load balancers and orchestrators: /healthz (the process answers) and /readyz (it can
 * serve: 503 names the failing part). Polled every few seconds, so never logged per request,
 * and never cached.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const quiet = { logLevel: 'silent' } as const;

  app.get('/healthz', quiet, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', quiet, async (_request, reply) => {
    const { ready, checks } = await app.services.health.readiness();
    reply.header('cache-control', 'no-store');
    if (ready) return reply.send({ status: 'ready', checks });
    return reply.status(503).send({ message: messages.server.notReady, checks });
  });
};
