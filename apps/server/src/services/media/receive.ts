import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type MediaKind, type MediaMime, mediaMessages } from '@studio/contracts';
import { ServiceError } from '../errors';
import type { IncomingFile } from '../inbox/cv-storage';
import { SNIFF_BYTES, sniffMedia } from './sniff';

export interface MediaLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
}

/** An upload written whole to a private temp file, with what was learnt on the way. */
export interface ReceivedFile {
  path: string;
  hash: string;
  bytes: number;
  mime: MediaMime;
  kind: MediaKind;
  ext: string;
}

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

const unsupported = () => new ServiceError('unsupportedType', mediaMessages.unsupported);
const tooLarge = (kind: MediaKind, limits: MediaLimits) =>
  new ServiceError(
    'tooLarge',
    kind === 'image'
      ? mediaMessages.imageTooLarge(mebibytes(limits.imageMaxBytes))
      : mediaMessages.videoTooLarge(mebibytes(limits.videoMaxBytes)),
  );

/**
 * Streams an upload to a temp file under `tempDir`, hashing it, telling its type from its
 * first bytes and holding it to its kind's size limit. Never holds the file in memory; a
 * refused, oversized or aborted upload leaves no file behind (the rest of a refused one is
 * read and dropped, so the form's later parts still arrive).
 */
export async function receiveUpload(
  upload: IncomingFile,
  tempDir: string,
  limits: MediaLimits,
): Promise<ReceivedFile> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const path = join(tempDir, `upload-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  let head: Buffer | undefined = Buffer.alloc(0);
  let type: Awaited<ReturnType<typeof sniffMedia>>;
  let bytes = 0;

  const maxBytes = (kind: MediaKind) =>
    kind === 'image' ? limits.imageMaxBytes : limits.videoMaxBytes;
  // A refusal is kept and told at the end: the rest of the file is read and dropped, so the
  // sender's stream is never cut mid-form.
  let refusal: ServiceError | undefined;

  const check = new Transform({
    async transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (refusal) return done();
      let out = chunk;
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) return done();
        out = head;
        head = undefined;
        type = await sniffMedia(out.subarray(0, SNIFF_BYTES));
        if (!type) refusal = unsupported();
      }
      if (type && bytes > maxBytes(type.kind)) refusal = tooLarge(type.kind, limits);
      if (refusal) return done();
      hash.update(out);
      done(null, out);
    },
    async flush(done) {
      if (head && !refusal) {
        type = await sniffMedia(head);
        if (!type) refusal = unsupported();
        else {
          hash.update(head);
          this.push(head);
        }
      }
      if (!refusal && upload.truncated()) refusal = tooLarge(type?.kind ?? 'video', limits);
      done(refusal);
    },
  });

  // Opened before the upload flows: a refusal at once cannot leave the file to be created
  // after the clean-up below has run.
  const file = await open(path, 'wx', 0o600).catch((error: unknown) => {
    upload.stream.resume();
    throw error;
  });
  try {
    await pipeline(upload.stream, check, file.createWriteStream());
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (!type) {
    await rm(path, { force: true });
    throw unsupported();
  }
  return { path, hash: hash.digest('hex'), bytes, ...type };
}
