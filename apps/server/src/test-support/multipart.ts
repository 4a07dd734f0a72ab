import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import { careerFields } from './samples';

export interface FilePart {
  /** Form field name; "cv" unless told. */
  field?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/**
 * A multipart/form-data body built by hand, byte for byte, so tests control file names
 * (including hostile ones) and part order.
 */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
  order: 'fields-first' | 'files-first' = 'fields-first',
): MultipartBody {
  const boundary = `----studio-test-${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    ]),
  );
  const fileParts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
  );
  const parts =
    order === 'fields-first' ? [...fieldParts, ...fileParts] : [...fileParts, ...fieldParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files whose leading bytes are those of each accepted CV type, padded to `size` bytes. */
const withMagic = (magic: number[], size: number) => {
  const body = Buffer.alloc(Math.max(size, magic.length), 0x20);
  Buffer.from(magic).copy(body);
  return body;
};

export const cvFiles = {
  pdf: (size = 256) => withMagic([...Buffer.from('%PDF-1.7\n')], size),
  doc: (size = 256) => withMagic([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], size),
  docx: (size = 256) => withMagic([0x50, 0x4b, 0x03, 0x04], size),
  text: (size = 256) => withMagic([...Buffer.from('Just some text, not a document.')], size),
};

interface ApplicationOptions {
  /** The text fields; the valid sample unless told. */
  fields?: Record<string, string>;
  /** The files; one small PDF CV unless told (an empty list sends none). */
  files?: FilePart[];
  order?: 'fields-first' | 'files-first';
  remoteAddress?: string;
}

/** A job application POSTed to /api/career as the public form sends it: multipart. */
export function postApplication(app: App, options: ApplicationOptions = {}) {
  const {
    fields = careerFields,
    files = [{ filename: 'cv.pdf', content: cvFiles.pdf() }],
    order,
    remoteAddress,
  } = options;
  const body = multipart(fields, files, order);
  return app.inject({
    method: 'POST',
    url: '/api/career',
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}
