import type { FastifyPluginAsync } from 'fastify';
import type {} from '../fastify-types';
import { openapiDocsRoutes } from '../openapi/docs';
import { openapiRoute } from '../openapi/route';
import { accountMailRoutes } from './account-mail';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { inboxRoutes } from './inbox';
import { mediaRoutes } from './media';
import { singletonRoutes } from './singletons';
import { trashRoutes } from './trash';

/** The integrators' API: plain Fastify routes over the same services as tRPC. */
export const restRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(accountMailRoutes);
  await app.register(contentRoutes);
  await app.register(singletonRoutes);
  await app.register(inboxRoutes);
  await app.register(mediaRoutes);
  await app.register(auditRoutes);
  await app.register(trashRoutes);
  await app.register(openapiRoute);
  await app.register(openapiDocsRoutes);
};
