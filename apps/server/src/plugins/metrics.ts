import { messages } from '@studio/contracts';
import fp from 'fastify-plugin';
import type {} from '../fastify-types';
import type { Metrics } from '../prometheus';
import { sameSecret } from '../services/accounts/auth';

/**
 * Counts every answer, and serves GET /metrics in Prometheus' text format to a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>` (registered only when that is set). The probes
 * and the scrape itself are not counted.
 */
export const metricsPlugin = fp<{ metrics: Metrics; token: string }>(
  async (app, { metrics, token }) => {
    const uncounted = new Set(['/metrics', '/healthz', '/readyz']);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (!uncounted.has(route)) {
        metrics.answered(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      }
      done();
    });

    app.get('/metrics', { logLevel: 'silent' }, async (request, reply) => {
      const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!presented || !sameSecret(presented, token)) {
        return reply.status(401).send({ message: messages.server.unauthorized });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
);
