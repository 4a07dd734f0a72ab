import { singletonNames, singletonTypes } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';

/** GET /api/<stem>view and POST /api/<stem>update of every singleton kind, from the registry. */
export const singletonRoutes: FastifyPluginAsync = async (app) => {
  const { singletons } = app.services;
  for (const name of singletonNames) {
    const { stem } = singletonTypes[name];
    app.get(`/api/${stem}view`, (req) => singletons.get(req.actor, name));
    app.post(`/api/${stem}update`, (req) => singletons.update(req.actor, name, req.body));
  }
};
