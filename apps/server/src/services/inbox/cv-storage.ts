import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { pipeline, type Readable, Transform } from 'node:stream';
import { CV_NAME_MAX, type CvExtension, cvFileTypes, messages } from '@studio/contracts';
import type { ServiceMetrics } from '../../metrics';
import type { ObjectStorage, StoredObject } from '../../storage';
import { ServiceError } from '../errors';
import { senderFileName } from '../file-name';

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

const unsupported = () => new ServiceError('unsupportedType', messages.server.unsupportedFileType);

/**
 * Passes the upload through once its first bytes are the type's magic, and fails at its end
 * when they were not or when the size cap cut it. A refused file is still read to its end
 * (and dropped): the form's later parts must arrive for the answer to be sent.
 */
function checkedUpload(upload: IncomingFile, magic: readonly number[]): Transform {
  let head = Buffer.alloc(0);
  let verdict: 'pending' | 'ok' | 'refused' = 'pending';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (verdict === 'ok') return done(null, chunk);
      if (verdict === 'refused') return done();
      head = Buffer.concat([head, chunk]);
      if (head.length < magic.length) return done();
      verdict = magic.every((byte, i) => head[i] === byte) ? 'ok' : 'refused';
      const passed = verdict === 'ok' ? head : undefined;
      head = Buffer.alloc(0);
      done(null, passed);
    },
    flush(done) {
      if (upload.truncated()) return done(new ServiceError('tooLarge', messages.server.tooLarge));
      done(verdict === 'ok' ? null : unsupported());
    },
  });
}

/** CVs in the uploads storage, as `cvs/<random>.<ext>`. */
export function createCvStorage(storage: ObjectStorage, metrics: ServiceMetrics) {
  // The name is checked, never used raw: no key can step out of cvs/.
  const keyOf = (file: string) => (STORED_NAME.test(file) ? `cvs/${file}` : undefined);

  return {
    /** Whether `file` could be a stored CV's name at all. */
    isStoredName: (file: string) => STORED_NAME.test(file),

    /**
     * Streams the upload to storage, checking extension, size and content on the way; a
     * refused or failed upload leaves nothing stored. The caller removes the file again if
     * its database row does not commit.
     */
    async save(upload: IncomingFile): Promise<StoredCv> {
      const ext = extname(upload.filename).toLowerCase();
      if (!isCvExtension(ext)) {
        upload.stream.resume();
        throw unsupported();
      }
      const file = `${randomBytes(16).toString('hex')}${ext}`;
      const { magic, mime } = cvFileTypes[ext];
      // The callback only keeps pipeline from throwing: storage reads the error from `body`.
      const body = pipeline(upload.stream, checkedUpload(upload, magic), () => {});
      const bytes = await storage.put(`cvs/${file}`, body, mime);
      metrics.uploaded('cv', bytes);
      return { file, originalName: senderFileName(upload.filename, CV_NAME_MAX) };
    },

    /** The stored file, or undefined for a name that is not one. */
    async open(file: string): Promise<StoredObject | undefined> {
      const key = keyOf(file);
      return key ? storage.get(key) : undefined;
    },

    async remove(file: string): Promise<void> {
      const key = keyOf(file);
      if (key) await storage.remove(key);
    },
  };
}

export type CvStorage = ReturnType<typeof createCvStorage>;
