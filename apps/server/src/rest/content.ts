import { contentTypeNames, contentTypes, type PublishingMeta } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { representationOf, sendJson } from './json-answer';
import { pageOf, previewOf, sendPageHeaders } from './paging';
import { contentPaths } from './paths';

type ById = { Params: { id: string } };

/**
 * The public reads compress their own cached answers (sendJson) and take no body: without the
 * compression plugin's three hooks on each, the busiest paths do less per request.
 */
const cachedRead = { compress: false, decompress: false } as const;

/**
 * A written record as SPEC.md's callers know it: its fields, id and times. Its publishing is
 * read with `?status=all`.
 */
function unmanaged<T extends PublishingMeta>(record: T): Omit<T, keyof PublishingMeta> {
  const { status: _status, publishAt: _publishAt, ...rest } = record;
  return rest;
}

/** The REST paths of every content type, derived from the registry so none can be missed. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;
  for (const type of contentTypeNames) {
    const { stem, counted } = contentTypes[type];
    const paths = contentPaths(stem);
    // Reads answer cached text: the service hands out the same list and record objects until
    // the type changes, so each page or record is serialised and hashed once per change.
    // `?status=all` (signed in): drafts and scheduled records too, each with its publishing;
    // such an answer is the caller's own.
    app.get(paths.list, cachedRead, async (req, reply) => {
      const page = pageOf(req);
      const preview = previewOf(req);
      const records = await content.list(req.actor, type, { preview });
      sendPageHeaders(req, reply, page, records.length);
      return sendJson(
        req,
        reply,
        representationOf(records, page.key, () => page.slice(records)),
        preview ? 'private' : 'public',
      );
    });
    app.get<ById>(paths.get, cachedRead, async (req, reply) => {
      const preview = previewOf(req);
      const record = await content.get(req.actor, type, req.params.id, { preview });
      return sendJson(
        req,
        reply,
        representationOf(record, 'record', () => record),
        preview ? 'private' : 'public',
      );
    });
    app.post(paths.create, async (req, reply) =>
      reply.status(201).send(unmanaged(await content.create(req.actor, type, req.body))),
    );
    app.post<ById>(paths.update, async (req) =>
      unmanaged(await content.update(req.actor, type, req.params.id, req.body)),
    );
    app.delete<ById>(paths.delete, (req) => content.delete(req.actor, type, req.params.id));
    app.post(paths.reorder, (req) => content.reorder(req.actor, type, req.body));
    app.get<ById>(paths.history, (req) => content.history(req.actor, type, req.params.id));
    app.post<ById>(paths.restore, async (req) =>
      unmanaged(await content.restore(req.actor, type, req.params.id, req.body)),
    );
    if (counted) app.get(paths.count, (req) => content.count(req.actor, type));
  }
};
