import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import {
  loadCatalogue,
  localizedPath,
  notFoundPage,
  organization,
  type PageMatch,
  pageAt,
  pageInLanguage,
  site,
  splitLocalePath,
} from '@studio/content';
import { messages } from '@studio/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { siteOrigin } from './crawlers';
import { firstScreenRenderer } from './first-screen-renderer';
import { isPrefixedNonPage, withCurrency, withLocales } from './html-locales';
import { withPageHead, withPreviewBanner } from './page-head';
import { withLoader } from './page-loader';
import type { SecurityHeaders } from './security';

/** The build's folders of files: scripts and styles (/assets), the built-in media (/media). */
const BUILT_FOLDERS = ['assets', 'media'];
/** The extensions of the compressed copies the build writes beside each text file. */
const COPIES = ['br', 'gz'];
/** The files the build writes for the server (readBuildFile): read, not served. */
const SERVER_FILES = {
  chunks: 'route-chunks.json',
  firstScreens: 'first-screens.json',
  // index.html with its scripts started at once (apps/web build/scripts-after-load.ts).
  scriptsAtOnce: 'index.scripts-at-once.html',
};
const isCopy = (path: string) => COPIES.some((extension) => path.endsWith(`.${extension}`));
/**
 * Paths that are never the SPA: a miss there is a JSON 404. A missing script under /assets/
 * must not answer the SPA's HTML (an open tab after a redeploy would run HTML as JavaScript).
 */
const NOT_SPA_FOLDERS = [
  '/api',
  '/trpc',
  '/uploads',
  '/files',
  '/mcp',
  ...BUILT_FOLDERS.map((folder) => `/${folder}`),
];
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
 * A file the build writes beside index.html for the server: each page's own script chunks
 * (route-chunks.json, apps/web build/route-preload.ts), or each page's HTML with its first
 * screen in the root and the renderer that makes more (first-screens.json,
 * build/first-screens.ts). `empty` when the build has no such file (an older build) or it is
 * not as expected: the pages then load without it, the loader standing in for a first screen
 * until the scripts have run.
 */
function readBuildFile<T>(root: string, name: string, schema: z.ZodType<T>, empty: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(join(root, name), 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // No such file, or not JSON.
  }
  return empty;
}

type PublicPage = Extract<PageMatch, { kind: 'public' }>;

const routeChunksFile = z.record(z.string(), z.array(z.string()));
/** `renderer`: the module's path from the build's root. */
const firstScreensFile = z.object({
  renderer: z.string(),
  pages: z.record(z.string(), z.string()),
});

/** The built logo's SVG, to write into pages as it is (an accessible image); none if missing. */
function readInlineLogo(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const svg = readFileSync(file, 'utf8').trim();
  return svg.startsWith('<svg ') ? svg.replace('<svg ', '<svg role="img" ') : undefined;
}

/**
 * Serves the built SPA with a fallback to index.html, so deep links load the app: with the
 * page's own head, and status 404 for a path the site does not have (the SPA then shows its
 * not-found page).
 */
export const webAppPlugin = fp<{
  root: string;
  /** The headers an editor's preview page is sent with instead (the live preview frames it). */
  previewHeaders: SecurityHeaders;
  /** The money the pages' prices are in (CURRENCY). */
  currency: string;
}>(async (app, { root, previewHeaders, currency }) => {
  const indexFile = join(root, 'index.html');
  const cacheControl = cacheControlFor(root);
  const hasSpa = existsSync(indexFile);
  // Read once: the server restarts after a rebuild of the SPA (README).
  const indexHtml = hasSpa ? readFileSync(indexFile, 'utf8') : '';
  // Registration and admin pages paint nothing before their scripts: they start with the HTML,
  // not held until load (decision 054). An older build without the file: as index.html has them.
  const atOnceFile = join(root, SERVER_FILES.scriptsAtOnce);
  const scriptsAtOnceHtml = existsSync(atOnceFile) ? readFileSync(atOnceFile, 'utf8') : indexHtml;
  const chunks = readBuildFile(root, SERVER_FILES.chunks, routeChunksFile, {});
  const firstScreens = readBuildFile(root, SERVER_FILES.firstScreens, firstScreensFile, {
    renderer: '',
    pages: {},
  });
  const renderWithLists = firstScreenRenderer(
    join(root, firstScreens.renderer),
    indexHtml,
    app.log,
    app.services.locales.all,
    currency,
  );

  /**
   * A public page's HTML with its first screen: the build's, or for a page whose first screen
   * shows lists (`firstScreenLists`, `firstScreenPages`), rendered with today's published
   * records, so its largest paint comes with the HTML and shows what the API answers; a page in
   * another language than the default (`path` under its prefix) is always rendered, in it. An
   * editor's preview gets the build's: its lists are read by the SPA.
   */
  async function firstScreenOf(
    request: FastifyRequest,
    page: PublicPage,
    { path, locale, translated }: { path: string; locale: string; translated: boolean },
    previewing: boolean,
  ) {
    const built = firstScreens.pages[page.path];
    const { firstScreenLists = [], firstScreenPages = [] } = page;
    if (built === undefined || previewing) return translated ? undefined : built;
    if (!translated && firstScreenLists.length + firstScreenPages.length === 0) return built;
    // Never the default language's screen on another language's page: the loader, rather.
    const fallback = translated ? undefined : built;
    const { content } = app.services;
    // The records as the API answers the page's language (`?locale=`); the default's unnamed.
    const read = translated ? { locale } : undefined;
    try {
      const lists = await Promise.all([
        ...firstScreenLists.map(async (type) => ({
          type,
          records: await content.list(request.actor, type, read),
        })),
        ...firstScreenPages.map(async (type) => ({
          type,
          page: await content.page(request.actor, type, { ...read }),
        })),
      ]);
      return (await renderWithLists(path, lists)) ?? fallback;
    } catch (error) {
      request.log.warn({ err: error }, 'The lists of a first screen could not be read');
      return fallback;
    }
  }

  const inlineLogo = readInlineLogo(join(root, site.logo.onDark));
  if (hasSpa) {
    const files = {
      index: false,
      // The build writes .br and .gz beside each text file; sent as they are when accepted.
      preCompressed: true,
      decorateReply: false,
      setHeaders(res, path) {
        res.header('cache-control', cacheControl(path));
      },
    } satisfies Omit<FastifyStaticOptions, 'root'>;
    // One wildcard route per built folder: a route per file (GET and HEAD, hundreds of them)
    // was most of a start's routing work. A miss there, a folder, or a compressed copy asked
    // for by its own name calls the JSON 404.
    for (const folder of BUILT_FOLDERS) {
      const dir = join(root, folder);
      if (existsSync(dir)) {
        await app.register(fastifyStatic, {
          ...files,
          root: dir,
          prefix: `/${folder}/`,
          allowedPath: (path) => !path.endsWith('/') && !isCopy(path),
        });
      }
    }
    // The few files at the top (favicon, ...) get a route each, leaving every other path to
    // the SPA below; the compressed copies need none (their original's route sends them).
    await app.register(fastifyStatic, {
      ...files,
      root,
      wildcard: false,
      globIgnore: [
        ...BUILT_FOLDERS.map((folder) => `${folder}/**`),
        ...Object.values(SERVER_FILES),
        // The first-screen renderer's folder: the server's code, not the site's.
        ...(dirname(firstScreens.renderer) === '.' ? [] : [`${dirname(firstScreens.renderer)}/**`]),
        ...COPIES.map((extension) => `**/*.${extension}`),
      ],
    });
  }
  if (hasSpa) {
    // A route, not the not-found handler, so its HTML goes through @fastify/compress too.
    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const { locales } = app.services;
      if (isNotSpaPath(path) || isPrefixedNonPage(path, locales, isNotSpaPath)) {
        return reply.callNotFound();
      }
      // "/es/podcast": the podcast page in Spanish. Only public pages have other languages:
      // "/es/login" and the like are the not-found page.
      const { locale, path: unprefixed } = splitLocalePath(path, locales.all);
      const translated = unprefixed !== path;
      const found = pageAt(unprefixed);
      const words = await loadCatalogue(locale);
      const page = pageInLanguage(
        translated && found.kind === 'private'
          ? { kind: 'notFound', title: notFoundPage.title }
          : found,
        words,
      );
      const origin = siteOrigin(request);
      // The home page tells search engines who the studio is, and its loader shows the
      // tagline: both from the site settings, in the page's language.
      const settings =
        page.kind === 'public' && page.path === '/'
          ? await app.services.singletons.get(request.actor, 'site', translated ? { locale } : {})
          : undefined;
      // An editor's preview: marked by a banner (and then private to them).
      const previewing =
        page.kind === 'public' &&
        new URLSearchParams(request.url.split('?')[1] ?? '').has('preview') &&
        (await app.services.content.mayPreview(request.actor));
      const firstScreen =
        page.kind === 'public'
          ? await firstScreenOf(
              request,
              page,
              // One address per page and language ("/es/podcast/" is "/es/podcast").
              { path: localizedPath(page.path, locale, locales.all), locale, translated },
              previewing,
            )
          : // Sign-in's card, as the build rendered it: it shows no record (decision 060).
            page.kind === 'private'
            ? firstScreens.pages[page.path]
            : undefined;
      const html = withPageHead(
        firstScreen ?? (page.kind === 'private' ? scriptsAtOnceHtml : indexHtml),
        page,
        {
          origin,
          language: { locale, locales: locales.all },
          data: settings ? organization(settings, origin) : undefined,
          chunks: page.kind === 'notFound' ? [] : (chunks[page.path] ?? []),
        },
      );
      const body =
        firstScreen === undefined
          ? withLoader(html, page, {
              tagline: settings?.tagline ?? '',
              inlineLogo,
              label: words?.loader.label,
            })
          : html;
      if (previewing) reply.headers(previewHeaders);
      return reply
        .status(page.kind === 'notFound' ? 404 : 200)
        .header('cache-control', previewing ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          withCurrency(
            withLocales(previewing ? withPreviewBanner(body) : body, locales, locale),
            currency,
          ),
        );
    });
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: messages.server.notFound }),
  );
});
