import { contentTypeNames, contentTypes } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { representationOf, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';
import { contentPaths } from './paths';

type ById = { Params: { id: string } };

/** The REST paths of every content type, derived from the registry so none can be missed. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;
  for (const type of contentTypeNames) {
    const { stem, counted } = contentTypes[type];
    const paths = contentPaths(stem);
    // Reads answer cached text: the service hands out the same list and record objects until
    // the type changes, so each page or record is serialised and hashed once per change.
    app.get(paths.list, async (req, reply) => {
      const page = pageOf(req);
      const records = await content.list(req.actor, type);
      sendPageHeaders(req, reply, page, records.length);
      return sendJson(
        req,
        reply,
        representationOf(records, page.key, () => page.slice(records)),
      );
    });
    app.get<ById>(paths.get, async (req, reply) => {
      const record = await content.get(req.actor, type, req.params.id);
      return sendJson(
        req,
        reply,
        representationOf(record, 'record', () => record),
      );
    });
    app.post(paths.create, async (req, reply) =>
      reply.status(201).send(await content.create(req.actor, type, req.body)),
    );
    app.post<ById>(paths.update, (req) => content.update(req.actor, type, req.params.id, req.body));
    app.delete<ById>(paths.delete, (req) => content.delete(req.actor, type, req.params.id));
    app.post(paths.reorder, (req) => content.reorder(req.actor, type, req.body));
    if (counted) app.get(paths.count, (req) => content.count(req.actor, type));
  }
};
