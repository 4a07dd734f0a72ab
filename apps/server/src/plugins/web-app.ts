import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@studio/contracts';
import fp from 'fastify-plugin';

/** Paths that are never the SPA: a miss there is a JSON 404. */
const API_PREFIXES = ['/api/', '/api', '/trpc/', '/trpc', '/uploads/'];
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

/** Serves the built SPA with a fallback to index.html, so deep links load the app. */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const hasSpa = existsSync(join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints /assets/*; everything else may change between deploys.
        res.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasSpa && !isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.server.notFound });
  });
});
