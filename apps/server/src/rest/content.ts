import { contentTypeNames, contentTypes } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { representationOf, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';

type ById = { Params: { id: string } };

/** The REST paths of every content type, derived from the registry so none can be missed. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;
  for (const type of contentTypeNames) {
    const { stem, counted } = contentTypes[type];
    // Reads answer cached text: the service hands out the same list and record objects until
    // the type changes, so each page or record is serialised and hashed once per change.
    app.get(`/api/${stem}display`, async (req, reply) => {
      const page = pageOf(req);
      const records = await content.list(req.actor, type);
      sendPageHeaders(req, reply, page, records.length);
      return sendJson(
        req,
        reply,
        representationOf(records, page.key, () => page.slice(records)),
      );
    });
    app.get<ById>(`/api/${stem}view/:id`, async (req, reply) => {
      const record = await content.get(req.actor, type, req.params.id);
      return sendJson(
        req,
        reply,
        representationOf(record, 'record', () => record),
      );
    });
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
