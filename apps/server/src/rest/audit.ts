import { auditFilterSchema } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { validate } from '../services/errors';
import { pageOf, sendPageHeaders } from './paging';

/** The most entries one answer holds without `limit`: the log grows without end. */
const DEFAULT_LIMIT = 100;

/**
 * GET /api/auditdisplay (admins): the activity log newest first, a bare array paged like the
 * other lists (the first 100 without `limit`), filtered by `type`, `actor`, `action`, `from`
 * and `to` (days).
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auditdisplay', async (req, reply) => {
    const { limit = DEFAULT_LIMIT, offset = 0 } = pageOf(req).query;
    const filter = validate(auditFilterSchema, req.query);
    const page = await app.services.audit.list(req.actor, { ...filter, limit, cursor: offset });
    sendPageHeaders(req, reply, { ...pageOf(req), query: { limit, offset } }, page.total);
    return page.items;
  });
};
