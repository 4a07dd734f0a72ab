import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/** The encodings answers are sent in, preferred first, and the size below which none is used. */
export const compression = { encodings: ['br', 'gzip'], threshold: 1024 } as const;

export type Encoding = (typeof compression.encodings)[number];

/** The encoding a request accepts for a body of `size` bytes, or none. */
export function encodingFor(request: FastifyRequest, size: number): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || size < compression.threshold) return undefined;
  return negotiate(accepted, [...compression.encodings]) ?? undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `body` in `encoding`, off the event loop. Brotli at quality 6: for answers compressed once
 * and then kept, nearly quality 9's size (a 585 KB list: 30 KB) in a tenth of its time (14 ms).
 */
export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
