import { access, auditEntrySchema, auditFilterSchema } from '@studio/contracts';
import { validate } from '../services/errors';
import { pageOf, sendPageHeaders } from './paging';
import { type RestRoute, route } from './route';

/** The most entries one answer holds without `limit`: the log grows without end. */
const DEFAULT_LIMIT = 100;

/**
 * The activity log (admins): newest first, a bare array paged like the other lists (the first
 * 100 without `limit`), filtered by `type`, `actor`, `action`, `from` and `to` (days).
 */
export const auditRoutes = (): RestRoute[] => [
  route({
    method: 'get',
    path: '/api/auditdisplay',
    operationId: 'listActivity',
    summary: 'The activity log, newest first (the first 100 without `limit`), filtered',
    tag: 'Activity',
    access: access.audit.list,
    success: [
      {
        status: 200,
        description: 'The entries',
        list: true,
        name: 'AuditEntry',
        schema: auditEntrySchema,
      },
    ],
    paged: true,
    query: auditFilterSchema,
    handler: async (req, reply) => {
      const { limit = DEFAULT_LIMIT, offset = 0 } = pageOf(req).query;
      const filter = validate(auditFilterSchema, req.query);
      const page = await req.server.services.audit.list(req.actor, {
        ...filter,
        limit,
        cursor: offset,
      });
      sendPageHeaders(req, reply, { ...pageOf(req), query: { limit, offset } }, page.total);
      return page.items;
    },
  }),
];
