import { singletonNames, singletonTypes } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { singletonPaths } from './paths';

/** GET /api/<stem>view and POST /api/<stem>update of every singleton kind, from the registry. */
export const singletonRoutes: FastifyPluginAsync = async (app) => {
  const { singletons } = app.services;
  for (const name of singletonNames) {
    const paths = singletonPaths(singletonTypes[name].stem);
    app.get(paths.get, (req) => singletons.get(req.actor, name));
    app.post(paths.update, (req) => singletons.update(req.actor, name, req.body));
  }
};
