import type { FastifyPluginAsync } from 'fastify';
import { formParts } from './form-parts';
import { represent, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';

type ById = { Params: { id: string } };

const attachmentName = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const { contact, career } = app.services;

  app.post('/api/contact', async (req, reply) =>
    reply.status(201).send(await contact.create(req.actor, req.body)),
  );
  app.get('/api/contactdisplay', async (req, reply) => {
    const page = pageOf(req);
    const { items, total } = await contact.list(req.actor, page.query);
    sendPageHeaders(req, reply, page, total);
    return sendJson(req, reply, represent(items), 'private');
  });
  app.delete<ById>('/api/contactdelete/:id', (req) => contact.delete(req.actor, req.params.id));

  app.post('/api/career', async (req, reply) =>
    reply.status(201).send(await career.create(req.actor, formParts(req))),
  );
  app.get('/api/careerdisplay', async (req, reply) => {
    const page = pageOf(req);
    const { items, total } = await career.list(req.actor, page.query);
    sendPageHeaders(req, reply, page, total);
    return sendJson(req, reply, represent(items), 'private');
  });
  app.delete<ById>('/api/careerdelete/:id', (req) => career.delete(req.actor, req.params.id));

  // Admin-only download: never rendered inline, never sniffed into something executable.
  app.get<{ Params: { name: string } }>('/uploads/cvs/:name', async (req, reply) => {
    const cv = await career.cv(req.actor, req.params.name);
    return reply
      .header('content-type', cv.contentType)
      .header('content-disposition', attachmentName(cv.downloadName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', cv.bytes)
      .send(cv.body);
  });
};
