import { escapeHtml, localizedPath } from '@studio/content';
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
    const entries = await app.services.siteMap.entries(request.actor);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(entries, siteOrigin(request), app.services.locales.all));
  });
};

/**
 * The sitemap: every public page in every language (the default's unprefixed), each naming all
 * of its languages and `x-default` as `xhtml:link` alternates. A site of one language lists
 * its pages as it always did.
 */
export function sitemapXml(
  entries: readonly { path: string; lastmod?: string }[],
  origin: string,
  locales: readonly string[],
): string {
  const url = (path: string, locale: string) =>
    escapeHtml(`${origin}${localizedPath(path, locale, locales)}`);
  const alternates = (path: string) =>
    locales.length < 2
      ? ''
      : [...locales, 'x-default']
          .map(
            (code) =>
              `<xhtml:link rel="alternate" hreflang="${code}" href="${url(path, code === 'x-default' ? (locales[0] ?? '') : code)}"/>`,
          )
          .join('');
  const urls = locales.flatMap((locale) =>
    entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${url(path, locale)}</loc>${
          lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        }${alternates(path)}</url>`,
    ),
  );
  const xhtml = locales.length < 2 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}
