import { contentTypeNames, contentTypes } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';

type ById = { Params: { id: string } };

/** The REST paths of every content type, derived from the registry so none can be missed. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;
  for (const type of contentTypeNames) {
    const { stem, counted } = contentTypes[type];
    app.get(`/api/${stem}display`, (req) => content.list(req.actor, type));
    app.get<ById>(`/api/${stem}view/:id`, (req) => content.get(req.actor, type, req.params.id));
    app.post(`/api/${stem}`, async (req, reply) =>
      reply.status(201).send(await content.create(req.actor, type, req.body)),
    );
    app.post<ById>(`/api/${stem}update/:id`, (req) =>
      content.update(req.actor, type, req.params.id, req.body),
    );
    app.delete<ById>(`/api/${stem}delete/:id`, (req) =>
      content.delete(req.actor, type, req.params.id),
    );
    if (counted) app.get(`/api/${stem}number`, (req) => content.count(req.actor, type));
  }
};
