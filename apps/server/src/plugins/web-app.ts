import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { organization, pageAt } from '@studio/content';
import { messages } from '@studio/contracts';
import fp from 'fastify-plugin';
import { siteOrigin } from './crawlers';
import { withPageHead } from './page-head';
import { withLoader } from './page-loader';

/**
 * Paths that are never the SPA: a miss there is a JSON 404. A missing script under /assets/
 * must not answer the SPA's HTML (an open tab after a redeploy would run HTML as JavaScript).
 */
const NOT_SPA_FOLDERS = ['/api', '/trpc', '/uploads', '/assets', '/media'];
const isNotSpaPath = (path: string) =>
  NOT_SPA_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));

/**
 * Vite fingerprints /assets/*: cached for good. The built-in media keeps its names across
 * deploys: a day, then revalidated by its ETag / Last-Modified. Anything else: revalidated.
 */
function cacheControlFor(root: string) {
  const assets = join(root, 'assets');
  const media = join(root, 'media');
  return (path: string) => {
    if (path.startsWith(assets)) return 'public, max-age=31536000, immutable';
    if (path.startsWith(media)) return 'public, max-age=86400';
    return 'no-cache';
  };
}

/**
 * Serves the built SPA with a fallback to index.html, so deep links load the app: with the
 * page's own head, and status 404 for a path the site does not have (the SPA then shows its
 * not-found page).
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const indexFile = join(root, 'index.html');
  const cacheControl = cacheControlFor(root);
  const hasSpa = existsSync(indexFile);
  // Read once: the server restarts after a rebuild of the SPA (README).
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; sent as they are when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', cacheControl(path));
      },
    });
  }
  if (hasSpa) {
    // A route, not the not-found handler, so its HTML goes through @fastify/compress too.
    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isNotSpaPath(path)) return reply.callNotFound();
      const page = pageAt(path);
      const origin = siteOrigin(request);
      // The home page tells search engines who the studio is, and its loader shows the
      // tagline: both from the site settings.
      const settings =
        page.kind === 'public' && page.path === '/'
          ? await app.services.singletons.get(request.actor, 'site')
          : undefined;
      const html = withPageHead(
        indexHtml,
        page,
        origin,
        settings ? organization(settings, origin) : undefined,
      );
      return reply
        .status(page.kind === 'notFound' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withLoader(html, page, settings?.tagline ?? ''));
    });
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: messages.server.notFound }),
  );
});
