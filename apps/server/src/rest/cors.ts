import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiToken } from '../services/accounts/api-tokens';
import { restRouteTable } from './table';

/** A route pattern (`/api/podcastview/:id`) as a test of a request's path. */
const patternTest = (pattern: string) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${source}$`);
};

/** Where the API's calls are; the files beside it answer cross-origin by their own header. */
const API = '/api/';

/**
 * The REST reads the access table opens to anyone (each content type's list and record, each
 * singleton's view): the API's public GETs. Nothing that needs a session is ever opened to
 * another origin.
 */
const publicReads = restRouteTable()
  .filter(({ method, access }) => method === 'get' && access.level === 'public')
  .filter(({ path }) => path.startsWith(API))
  .map(({ path }) => patternTest(path));

const pathOf = (url: string) => url.split('?')[0] ?? '';
const isPublicRead = (url: string) => publicReads.some((test) => test.test(pathOf(url)));

/**
 * A call made with an API token, or the preflight of one (which cannot show the token, only
 * that an Authorization header will follow). A cookie never makes a call one of these.
 */
function isTokenCall(request: FastifyRequest): boolean {
  if (!pathOf(request.url).startsWith(API)) return false;
  if (request.method === 'OPTIONS') {
    const asked = request.headers['access-control-request-headers'] ?? '';
    return asked
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .includes('authorization');
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer !== undefined && isApiToken(bearer);
}

// Paging and caching headers a browser app may read; never credentials (cookies).
const shared = {
  exposedHeaders: ['X-Total-Count', 'Link', 'ETag'],
  credentials: false,
  maxAge: 600,
} satisfies FastifyCorsOptions;

/**
 * CORS_ORIGINS: browser apps on these origins may call the public REST reads (GET and HEAD),
 * and with CORS_TOKEN_CALLS every /api call made with an API token. Never with credentials, so
 * a visitor's session cookie never rides along. Every other request answers as if CORS did not
 * exist, so the browser refuses it to other origins.
 */
export const corsPlugin = fp<{ origins: readonly string[]; tokenCalls: boolean }>(
  async (app, { origins, tokenCalls }) => {
    if (origins.length === 0) return;
    const origin = [...origins];
    await app.register(cors, {
      delegator: (request, done) => {
        if (tokenCalls && isTokenCall(request)) {
          return done(null, {
            ...shared,
            origin,
            methods: ['GET', 'HEAD', 'POST', 'DELETE'],
            // If-Match: a token's writes may name the version they read (decision 038).
            allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'If-Match'],
          });
        }
        if (isPublicRead(request.url)) {
          return done(null, {
            ...shared,
            origin,
            methods: ['GET', 'HEAD'],
            allowedHeaders: ['If-None-Match', 'Accept', 'Accept-Language', 'Content-Language'],
          });
        }
        done(null, { origin: false });
      },
    });
  },
);
