import { access, TRASH_DAYS, trashEntrySchema, trashRestoredSchema } from '@studio/contracts';
import { pageOf, sendPageHeaders } from './paging';
import { type RestRoute, route } from './route';

/** The most records one answer holds without `limit`, as the activity log's. */
const DEFAULT_LIMIT = 100;

const tag = 'Trash';

/**
 * The trash (editors): deleted content records of every type, newest first, paged like the
 * other lists (the first 100 without `limit`); one put back by its type and id.
 */
export const trashRoutes = (): RestRoute[] => [
  route({
    method: 'get',
    path: '/api/trashdisplay',
    operationId: 'listTrash',
    summary: `Content records deleted within ${TRASH_DAYS} days, every type, newest first (the first 100 without \`limit\`)`,
    tag,
    access: access.trash.list,
    success: [
      {
        status: 200,
        description: 'The deleted records',
        list: true,
        name: 'TrashEntry',
        schema: trashEntrySchema,
      },
    ],
    paged: true,
    handler: async (req, reply) => {
      const { limit = DEFAULT_LIMIT, offset = 0 } = pageOf(req).query;
      const page = await req.server.services.trash.list(req.actor, { limit, cursor: offset });
      sendPageHeaders(req, reply, { ...pageOf(req), query: { limit, offset } }, page.total);
      return page.items;
    },
  }),
  route({
    method: 'post',
    path: '/api/trashrestore/:type/:id',
    operationId: 'restoreFromTrash',
    summary:
      "Put a deleted record back: its id, fields and publishing, last in its type's order (400 for an unknown type; 404 not in the trash; 409 its id is taken)",
    tag,
    access: access.trash.restore,
    success: [
      { status: 200, description: 'Restored', name: 'TrashRestored', schema: trashRestoredSchema },
    ],
    refusals: [409],
    ifMatch: { name: 'TrashEntry', schema: trashEntrySchema },
    handler: (req, _reply, expected) =>
      req.server.services.trash.restore(req.actor, req.params, expected),
  }),
];
