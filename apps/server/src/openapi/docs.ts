import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { openapiDocument } from './document';

/**
 * The one <style> element Swagger UI writes at run time (its bundle's own), allowed by its
 * hash rather than 'unsafe-inline'. Another Swagger UI version may write another: the browser
 * test of /api/docs fails on the CSP refusal, and its message gives the new hash.
 */
const SWAGGER_UI_STYLE = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** Where the readable reference lives; its own files are under it (`/api/docs/static/*`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * GET /api/docs: Swagger UI over the generated document, every file served by this server
 * (no CDN), no outside validator, and a CSP for its pages that allows its own scripts and
 * styles and the data: images it draws, nothing more.
 */
export const openapiDocsRoutes: FastifyPluginAsync = async (app) => {
  let document: ReturnType<typeof openapiDocument> | undefined;
  // @fastify/swagger-ui reads the document from @fastify/swagger; its static mode is given a
  // stub here and every read answers the generated document instead, built on first use (a
  // start does not pay for it).
  await app.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} } },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformSpecificationClone: false,
    transformSpecification: () => {
      document ??= openapiDocument();
      return document;
    },
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP:
      "default-src 'self'; script-src 'self'; " +
      `style-src 'self' '${SWAGGER_UI_STYLE}'; img-src 'self' data:; ` +
      "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'",
    theme: { title: 'Studio API reference' },
  });
};
