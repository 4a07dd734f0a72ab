import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { openapiDocument } from './document';

/** Where the readable reference lives; its own files are under it (`/api/docs/static/*`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * The one <style> element Swagger UI writes at run time (its bundle's own), allowed by its
 * hash rather than 'unsafe-inline'. Another Swagger UI version may write another: the browser
 * test of /api/docs fails on the CSP refusal, and its message gives the new hash.
 */
const SWAGGER_UI_STYLE = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** What the reference's own answers carry over to the site's answer. */
const RELAYED = ['content-type', 'content-security-policy', 'cache-control', 'etag', 'location'];

/**
 * Swagger UI on an instance of its own, built on the first visit: loading @fastify/swagger-ui
 * and @fastify/swagger at start cost about 100 ms of every cold start, for a page few visit.
 * @fastify/swagger-ui reads the document from @fastify/swagger, whose static mode is given a
 * stub here; every read answers the generated document instead.
 */
async function createDocsApp(): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify();
  let document: ReturnType<typeof openapiDocument> | undefined;
  await docs.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} } },
  });
  await docs.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformSpecificationClone: false,
    transformSpecification: () => {
      document ??= openapiDocument();
      return document;
    },
    // Tags start closed: a table of contents for 130-odd operations. Drawn all open, Swagger UI
    // 5.34 stops after the third tag once the document passes about 130 (no error shown).
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'none' },
    staticCSP:
      "default-src 'self'; script-src 'self'; " +
      `style-src 'self' '${SWAGGER_UI_STYLE}'; img-src 'self' data:; ` +
      "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'",
    theme: { title: 'Studio API reference' },
  });
  await docs.ready();
  return docs;
}

/**
 * GET /api/docs: Swagger UI over the generated document, every file served by this server
 * (no CDN), no outside validator, and a CSP for its pages that allows its own scripts and
 * styles and the data: images it draws, nothing more. The site's own headers (security,
 * request id) stay; the reference's type, CSP and caching replace the site's.
 */
export const openapiDocsRoutes: FastifyPluginAsync = async (app) => {
  let docs: Promise<FastifyInstance> | undefined;
  app.addHook('onClose', async () => {
    await (await docs)?.close();
  });
  const relay = async (url: string) => {
    // A failed build is tried again at the next visit.
    docs ??= createDocsApp().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return (await docs).inject({ method: 'GET', url });
  };
  for (const path of [DOCS_PREFIX, `${DOCS_PREFIX}/*`]) {
    app.get(path, async (request, reply) => {
      const answer = await relay(request.url);
      // No such file: the site's own JSON 404, not the inner instance's.
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const name of RELAYED) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.status(answer.statusCode).send(answer.rawPayload);
    });
  }
};
