// Decorations and plugin augmentations of Fastify's types, in one file that every module
// touching them imports, so any program that type-checks the server (the web app does, through
// the AppRouter type) sees the same types.
import type {} from '@fastify/cookie';
import type {} from '@fastify/multipart';
import type { Config } from './config';
import type { Services } from './services';
import type { Actor } from './services/actor';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
  interface FastifyRequest {
    actor: Actor;
    /** The actor once made (see plugins/session.ts). */
    cachedActor: Actor | null;
  }
}
