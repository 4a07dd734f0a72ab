import cors from '@fastify/cors';
import {
  access,
  contentTypeNames,
  contentTypes,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import fp from 'fastify-plugin';
import { contentPaths, singletonPaths } from './paths';

/** A route pattern (`/api/podcastview/:id`) as a test of a request's path. */
const patternTest = (pattern: string) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${source}$`);
};

/**
 * The REST reads the access table opens to anyone: each content type's list and record, each
 * singleton's view. Nothing that needs a session is ever opened to another origin.
 */
const publicReads = [
  ...contentTypeNames.flatMap((type) => {
    const paths = contentPaths(contentTypes[type].stem);
    return [
      ...(access.content.list.level === 'public' ? [paths.list] : []),
      ...(access.content.get.level === 'public' ? [paths.get] : []),
    ];
  }),
  ...singletonNames.flatMap((name) =>
    access.singleton.get.level === 'public' ? [singletonPaths(singletonTypes[name].stem).get] : [],
  ),
].map(patternTest);

const isPublicRead = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return publicReads.some((test) => test.test(path));
};

/**
 * CORS_ORIGINS: browser apps on these origins may call the public REST reads. Without
 * credentials (a visitor's session cookie never rides along), GET and HEAD only, with the
 * paging and caching headers readable. Every other path answers as if CORS did not exist, so
 * the browser refuses it to other origins.
 */
export const corsPlugin = fp<{ origins: readonly string[] }>(async (app, { origins }) => {
  if (origins.length === 0) return;
  await app.register(cors, {
    delegator: (request, done) =>
      done(
        null,
        isPublicRead(request.url)
          ? {
              origin: [...origins],
              methods: ['GET', 'HEAD'],
              allowedHeaders: ['If-None-Match', 'Accept', 'Accept-Language', 'Content-Language'],
              exposedHeaders: ['X-Total-Count', 'Link', 'ETag'],
              credentials: false,
              maxAge: 600,
            }
          : { origin: false },
      ),
  });
});
