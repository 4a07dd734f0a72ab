import { messages } from '@studio/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type ByteRange, RangeNotSatisfiable } from '../storage';
import { formParts } from './form-parts';
import { represent, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';

type ById = { Params: { id: string } };

/**
 * A `Range: bytes=first-[last]` or `bytes=-suffix` header's one range; any other form (several
 * ranges, last before first) is ignored and the whole file sent, as RFC 9110 allows.
 */
function byteRangeOf(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match?.[1]) return match?.[2] ? { suffix: Number(match[2]) } : undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end === undefined || end >= start ? { start, end } : undefined;
}

/** The media library's REST paths, and its files for anyone at /files/media/<hash>/<file>. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app.services;
  const { imageMaxBytes, videoMaxBytes } = app.config.media.limits;
  // The multipart cap is the larger kind's; each kind's own limit is held as the file streams.
  // Two files may arrive, so that a second one is refused in the library's words.
  const limits = { fileSize: Math.max(imageMaxBytes, videoMaxBytes), files: 2 };

  app.post('/api/media', async (req, reply) => {
    const { record, created } = await media.upload(req.actor, formParts(req, limits));
    return reply.status(created ? 201 : 200).send(record);
  });
  app.get('/api/mediadisplay', async (req, reply) => {
    const page = pageOf(req);
    const { items, total } = await media.display(req.actor, page.query);
    sendPageHeaders(req, reply, page, total);
    return sendJson(req, reply, represent(items), 'private');
  });
  app.get<ById>('/api/mediaview/:id', (req) => media.get(req.actor, req.params.id));
  app.post<ById>('/api/mediaupdate/:id', (req) => media.update(req.actor, req.params.id, req.body));
  app.delete<ById>('/api/mediadelete/:id', (req) => media.delete(req.actor, req.params.id));

  // Content-addressed: a name never changes what it holds, so it is cached for good. One byte
  // range is served (a video element seeks with them); anything else gets the whole file.
  app.get<{ Params: { hash: string; file: string } }>(
    '/files/media/:hash/:file',
    async (req, reply) => {
      try {
        const { hash, file: name } = req.params;
        const file = await media.open(hash, name, byteRangeOf(req.headers.range));
        if (!file) return reply.callNotFound();
        // Only what was found is cached: a miss may be uploaded a moment later. Other sites may
        // show the files (an integrator's front end renders the records' `_media`).
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('accept-ranges', 'bytes');
        if (file.range) {
          const { start, end } = file.range;
          reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
        }
        return reply
          .header('content-type', file.type)
          .header('content-length', file.bytes)
          .send(file.body);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiable)) throw error;
        return reply
          .status(416)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes */${error.size}`)
          .send({ message: messages.server.rangeNotSatisfiable });
      }
    },
  );
};
