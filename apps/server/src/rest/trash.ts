import type { FastifyPluginAsync } from 'fastify';
import { pageOf, sendPageHeaders } from './paging';

/** The most records one answer holds without `limit`, as the activity log's. */
const DEFAULT_LIMIT = 100;

/**
 * GET /api/trashdisplay (editors): deleted content records of every type, newest first, paged
 * like the other lists (the first 100 without `limit`); POST /api/trashrestore/:type/:id puts
 * one back.
 */
export const trashRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/trashdisplay', async (req, reply) => {
    const { limit = DEFAULT_LIMIT, offset = 0 } = pageOf(req).query;
    const page = await app.services.trash.list(req.actor, { limit, cursor: offset });
    sendPageHeaders(req, reply, { ...pageOf(req), query: { limit, offset } }, page.total);
    return page.items;
  });
  app.post<{ Params: { type: string; id: string } }>('/api/trashrestore/:type/:id', (req) =>
    app.services.trash.restore(req.actor, req.params),
  );
};
