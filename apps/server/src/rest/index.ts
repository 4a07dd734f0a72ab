import type { FastifyPluginAsync } from 'fastify';
import type {} from '../fastify-types';
import { openapiDocsRoutes } from '../openapi/docs';
import { openapiRoute } from '../openapi/route';
import { restRouteTable } from './table';

/** The integrators' API: plain Fastify routes over the same services as tRPC. */
export const restRoutes: FastifyPluginAsync = async (app) => {
  for (const route of restRouteTable()) route.register(app);
  await app.register(openapiRoute);
  await app.register(openapiDocsRoutes);
};
