import type { Readable } from 'node:stream';
import { type InboxState, type inboxes, inboxFolderQuerySchema } from '@studio/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { validate } from '../services/errors';
import type { InboxDesk, InboxRowState } from '../services/inbox-desk';
import { formParts } from './form-parts';
import { represent, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';

type ById = { Params: { id: string } };

const attachmentName = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** An entry as SPEC.md's callers know it: without the inbox state they never asked about. */
const specShape = <T extends InboxState>({ readAt, archived, ...entry }: T) => entry;

const folderOf = (request: FastifyRequest) =>
  request.url.includes('?') ? validate(inboxFolderQuerySchema, request.query).folder : undefined;

/**
 * One inbox's reads and triage: SPEC's list and delete, then (beside them) one entry, the bulk
 * read/archive/delete, and the CSV export.
 */
function deskRoutes<Row extends InboxRowState, Entry extends object>(
  name: keyof typeof inboxes,
  desk: InboxDesk<Row, Entry>,
): FastifyPluginAsync {
  return async (app) => {
    // `?folder=` (unread, all, archived) pages one folder, each entry with its state.
    app.get(`/api/${name}display`, async (req, reply) => {
      const page = pageOf(req);
      const folder = folderOf(req);
      const { items, total } = await desk.list(req.actor, { ...page.query, folder });
      sendPageHeaders(req, reply, page, total);
      const body = folder ? items : items.map(specShape);
      return sendJson(req, reply, represent(body), 'private');
    });
    app.get<ById>(`/api/${name}view/:id`, (req) => desk.view(req.actor, req.params.id));
    app.post(`/api/${name}read`, (req) => desk.mark(req.actor, req.body));
    app.post(`/api/${name}archive`, (req) => desk.archive(req.actor, req.body));
    app.post(`/api/${name}bulkdelete`, (req) => desk.remove(req.actor, req.body));
    app.delete<ById>(`/api/${name}delete/:id`, (req) => desk.delete(req.actor, req.params.id));
    app.get(`/api/${name}export`, async (req, reply) => {
      const csv = await desk.export(req.actor, folderOf(req));
      return sendFile(reply, { name: `${name}.csv`, type: 'text/csv; charset=utf-8' }, csv);
    });
  };
}

/** Never rendered inline, never sniffed into something executable, never kept by a cache. */
function sendFile(
  reply: FastifyReply,
  file: { name: string; type: string },
  body: string | Readable,
) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentName(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const { contact, career, inbox } = app.services;

  app.post('/api/contact', async (req, reply) =>
    reply.status(201).send(await contact.create(req.actor, req.body)),
  );
  await app.register(deskRoutes('contact', contact));

  app.post('/api/career', async (req, reply) =>
    reply.status(201).send(await career.create(req.actor, formParts(req))),
  );
  await app.register(deskRoutes('career', career));

  app.get('/api/inboxcounts', (req) => inbox.counts(req.actor));

  // Admin-only download.
  app.get<{ Params: { name: string } }>('/uploads/cvs/:name', async (req, reply) => {
    const cv = await career.cv(req.actor, req.params.name);
    reply.header('content-length', cv.bytes);
    return sendFile(reply, { name: cv.downloadName, type: cv.contentType }, cv.body);
  });
};
