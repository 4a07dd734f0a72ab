import type { FastifyRequest } from 'fastify';
import type { FormPart } from '../services/inbox/service';

/**
 * A multipart body as the services read it: fields and file streams in the sender's order.
 * `limits` overrides the server-wide multipart limits for this route (a larger file size).
 */
export async function* formParts(
  request: FastifyRequest,
  limits?: { fileSize: number; files: number },
): AsyncGenerator<FormPart> {
  for await (const part of request.parts(limits ? { limits } : undefined)) {
    if (part.type === 'file') {
      const file = part.file;
      yield {
        kind: 'file',
        name: part.fieldname,
        filename: part.filename,
        stream: file,
        truncated: () => file.truncated,
      };
    } else {
      yield { kind: 'field', name: part.fieldname, value: String(part.value) };
    }
  }
}
