import {
  access,
  anyone,
  mediaMimeSchema,
  mediaRecordSchema,
  mediaUpdateSchema,
  mediaUploadSchema,
  mediaVariantFormats,
  messages,
} from '@studio/contracts';
import type { Config } from '../config';
import { type ByteRange, RangeNotSatisfiable } from '../storage';
import { deletedAnswer } from './answers';
import { formParts } from './form-parts';
import { represent, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';
import { type Named, type RestRoute, route } from './route';
import { sendVersioned } from './versions';

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

/**
 * The multipart cap is the larger kind's; each kind's own limit is held as the file streams.
 * Two files may arrive, so that a second one is refused in the library's words.
 */
const uploadLimits = ({ imageMaxBytes, videoMaxBytes }: Config['media']['limits']) => ({
  fileSize: Math.max(imageMaxBytes, videoMaxBytes),
  files: 2,
});

const mediaFileTypes = [
  ...mediaMimeSchema.options,
  ...mediaVariantFormats.map((format) => `image/${format}`),
].filter((mime, index, all) => all.indexOf(mime) === index);

const tag = 'Media';
const record: Named = { name: 'MediaRecord', schema: mediaRecordSchema };

/** The media library's REST paths, and its files for anyone at /files/media/<hash>/<file>. */
export const mediaRoutes = (): RestRoute[] => [
  route({
    method: 'post',
    path: '/api/media',
    operationId: 'uploadMedia',
    summary: 'Upload an image or a video (typed by its content; the same file again is 200)',
    tag,
    access: access.media.upload,
    body: { kind: 'multipart', name: 'MediaUpload', schema: mediaUploadSchema, file: 'file' },
    success: [
      { status: 201, description: 'The new library item', ...record },
      { status: 200, description: 'The item already stored with the same bytes', ...record },
    ],
    handler: async (req, reply) => {
      const parts = formParts(req, uploadLimits(req.server.config.media.limits));
      const { record, created } = await req.server.services.media.upload(req.actor, parts);
      return reply.status(created ? 201 : 200).send(record);
    },
  }),
  route({
    method: 'get',
    path: '/api/mediadisplay',
    operationId: 'listMedia',
    summary: 'The library, newest first',
    tag,
    access: access.media.list,
    success: [{ status: 200, description: 'The items', list: true, ...record }],
    paged: true,
    etag: true,
    handler: async (req, reply) => {
      const page = pageOf(req);
      const { items, total } = await req.server.services.media.display(req.actor, page.query);
      sendPageHeaders(req, reply, page, total);
      return sendJson(req, reply, represent(items), 'private');
    },
  }),
  route({
    method: 'get',
    path: '/api/mediaview/:id',
    operationId: 'getMedia',
    summary: 'One library item',
    tag,
    access: access.media.get,
    success: [{ status: 200, description: 'The item', ...record }],
    etag: true,
    handler: async (req, reply) => {
      const item = await req.server.services.media.get(req.actor, req.params.id);
      return sendJson(req, reply, represent(item, item.version), 'private');
    },
  }),
  route({
    method: 'post',
    path: '/api/mediaupdate/:id',
    operationId: 'updateMedia',
    summary: "Change an item's alt text, name or focal point",
    tag,
    access: access.media.update,
    body: { kind: 'json', name: 'MediaUpdate', schema: mediaUpdateSchema },
    success: [{ status: 200, description: 'The changed item', ...record }],
    ifMatch: record,
    handler: async (req, reply, expected) => {
      const { media } = req.server.services;
      const item = await media.update(req.actor, req.params.id, req.body, expected);
      return sendVersioned(reply, item.version, item);
    },
  }),
  route({
    method: 'delete',
    path: '/api/mediadelete/:id',
    operationId: 'deleteMedia',
    summary: 'Delete an item and its files, unless a record uses it',
    tag,
    access: access.media.delete,
    success: [{ status: 200, description: 'Deleted', ...deletedAnswer }],
    refusals: [409],
    ifMatch: record,
    handler: (req, _reply, expected) =>
      req.server.services.media.delete(req.actor, req.params.id, expected),
  }),
  // Content-addressed: a name never changes what it holds, so it is cached for good. One byte
  // range is served (a video element seeks with them); anything else gets the whole file.
  route({
    method: 'get',
    path: '/files/media/:hash/:file',
    operationId: 'mediaFile',
    summary: "A library file: the original, a variant or a poster (the items' URLs)",
    tag,
    access: anyone,
    success: [
      {
        status: 200,
        description: 'The file, cached for good (its address is its content)',
        files: mediaFileTypes,
        headers: { 'Cache-Control': 'public, a year, immutable', 'Accept-Ranges': 'bytes' },
      },
      {
        status: 206,
        description: 'The byte range the `Range` header asked for (videos seek with them)',
        files: mediaFileTypes,
        headers: { 'Content-Range': 'the bytes sent and the whole size: `bytes 0-99/1234`' },
      },
    ],
    refusals: [416],
    handler: async (req, reply) => {
      try {
        const { hash, file: name } = req.params;
        const file = await req.server.services.media.open(
          hash,
          name,
          byteRangeOf(req.headers.range),
        );
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
  }),
];
