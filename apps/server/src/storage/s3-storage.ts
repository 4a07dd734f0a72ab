import { randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertObjectKey,
  clampRange,
  type ObjectStorage,
  probeKey,
  RangeNotSatisfiable,
  rangeHeader,
} from './object-storage';

interface S3Settings {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, a fake in tests); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path, not the host name: what most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (profile files, the instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** Counts the bytes that pass; an error of the source ends it with that error. */
function counted(body: Readable) {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // The callback only keeps pipeline from throwing: the error reaches the upload through
  // `counter`, which pipeline destroys with it.
  pipeline(body, counter, () => {});
  return { stream: counter, bytes: () => bytes };
}

/**
 * Uploads in an S3-compatible bucket, shared by every server process. Bodies stream through
 * lib-storage's `Upload` (one PutObject up to 5 MiB, a multipart upload beyond; a failed body
 * aborts it, so no part is left), which sends each part with its length. Checksums only when
 * the service requires them: with the SDK's default a streamed body goes out aws-chunked, and
 * some S3-compatible services (s3rver) store that framing instead of the bytes.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    where: `s3://${Bucket}`,

    async put(key, body, contentType) {
      const source = counted(body);
      await new Upload({
        client,
        params: {
          Bucket,
          Key: assertObjectKey(key),
          Body: source.stream,
          ContentType: contentType,
        },
      }).done();
      return source.bytes();
    },

    async get(key, asked) {
      const Key = assertObjectKey(key);
      // A suffix range is made explicit first: some S3-compatible services (s3rver) read
      // `bytes=-N` as the first N bytes.
      let range = asked;
      if (range && 'suffix' in range) {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((error) => {
          if (error instanceof Error && error.name === 'NotFound') return undefined;
          throw error;
        });
        if (!head) return undefined;
        range = clampRange(range, head.ContentLength ?? 0);
      }
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: rangeHeader(range) } : {}),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`no body for ${key}`);
        const bytes = object.ContentLength ?? 0;
        // "bytes 0-99/1234": the part sent, and the whole size.
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        if (!range || !part) return { body: object.Body, bytes, size: bytes };
        const [, start, end, size] = part.map(Number);
        return {
          body: object.Body,
          bytes,
          size: size ?? bytes,
          range: { start: start ?? 0, end: end ?? bytes - 1 },
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (range && error instanceof Error && error.name === 'InvalidRange') {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          throw new RangeNotSatisfiable(head.ContentLength ?? 0);
        }
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertObjectKey(key) }));
    },

    async list(prefix) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },

    async checkWritable() {
      const Key = probeKey(randomBytes(4).toString('hex'));
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: new Uint8Array(), ContentLength: 0 }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    close() {
      client.destroy();
    },
  };
}
