import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const attachmentName = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Never rendered inline, never sniffed into something executable, never kept by a cache. */
export function sendFile(
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
