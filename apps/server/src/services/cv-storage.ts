import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CvExtension, cvFileTypes, messages } from '@studio/contracts';
import type { ServiceMetrics } from '../metrics';
import { ServiceError } from './errors';

/** Stored names are ours alone: 32 hex characters and an allowed extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|docx?)$/;

export const isCvExtension = (ext: string): ext is CvExtension => Object.hasOwn(cvFileTypes, ext);

export interface StoredCv {
  file: string;
  originalName: string;
}

/** A file part as the transport hands it over; `truncated` is true once the size cap was hit. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
  truncated(): boolean;
}

/**
 * The sender's file name without control characters: it is shown to admins and sent back in
 * a header, and PostgreSQL stores no NUL.
 */
const printable = (name: string) =>
  [...name].filter((char) => char >= ' ' && char !== '\x7f').join('');

export function createCvStorage(dir: string, metrics: ServiceMetrics) {
  const pathOf = (file: string) => {
    // The name is checked, never joined raw: no path can step out of the folder.
    if (!STORED_NAME.test(file)) return undefined;
    return join(dir, file);
  };

  async function leadingBytes(path: string, count: number): Promise<Buffer> {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(count);
      const { bytesRead } = await handle.read(buffer, 0, count, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  return {
    pathOf,

    /** Throws unless a file can be written here now (the readiness probe). */
    async checkWritable(): Promise<void> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const probe = join(dir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
      await writeFile(probe, '', { mode: 0o600 });
      await rm(probe);
    },

    /**
     * Streams the upload to a temp file, checks size, extension and content, then renames it
     * into place. The caller removes it again if its database row does not commit.
     */
    async save(upload: IncomingFile): Promise<StoredCv> {
      const ext = extname(upload.filename).toLowerCase();
      if (!isCvExtension(ext)) {
        upload.stream.resume();
        throw new ServiceError('unsupportedType', messages.server.unsupportedFileType);
      }
      // Private to the server's user: folders 0700, files 0600.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = randomBytes(16).toString('hex');
      const temp = join(dir, `.upload-${id}`);
      try {
        // flush: fsync before close, so the file is on disk before its row is written.
        await pipeline(upload.stream, createWriteStream(temp, { flush: true, mode: 0o600 }));
      } catch (error) {
        await rm(temp, { force: true });
        if (upload.truncated()) throw new ServiceError('tooLarge', messages.server.tooLarge);
        throw error;
      }
      if (upload.truncated()) {
        await rm(temp, { force: true });
        throw new ServiceError('tooLarge', messages.server.tooLarge);
      }
      const { magic } = cvFileTypes[ext];
      const head = await leadingBytes(temp, magic.length);
      if (head.length < magic.length || magic.some((byte, i) => head[i] !== byte)) {
        await rm(temp, { force: true });
        throw new ServiceError('unsupportedType', messages.server.unsupportedFileType);
      }
      const file = `${id}${ext}`;
      await rename(temp, join(dir, file));
      metrics.uploaded('cv', (await stat(join(dir, file))).size);
      return { file, originalName: printable(upload.filename) };
    },

    async remove(file: string): Promise<void> {
      const path = pathOf(file);
      if (path) await rm(path, { force: true });
    },
  };
}

export type CvStorage = ReturnType<typeof createCvStorage>;
