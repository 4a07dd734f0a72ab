import { escapeHtml } from '@studio/content';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {} from '../fastify-types';

/** Where the site is reached: PUBLIC_URL, or the address this request came to. */
export const siteOrigin = (request: FastifyRequest) =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** /robots.txt and /sitemap.xml, from the public pages of @studio/content. */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      // The admin area and the API are no pages to list.
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /api/',
      'Disallow: /trpc/',
      'Disallow: /uploads/',
      '',
      `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const entries = await app.services.siteMap.entries(request.actor);
    const urls = entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${
          lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        }</url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};
