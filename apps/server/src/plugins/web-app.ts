import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@studio/contracts';
import fp from 'fastify-plugin';

/**
 * Paths that are never the SPA: a miss there is a JSON 404. A missing script under /assets/
 * must not answer the SPA's HTML (an open tab after a redeploy would run HTML as JavaScript).
 */
const NOT_SPA_FOLDERS = ['/api', '/trpc', '/uploads', '/assets', '/media'];
const isNotSpaPath = (path: string) =>
  NOT_SPA_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));

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
    if (hasSpa && !isNotSpaPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.server.notFound });
  });
});
