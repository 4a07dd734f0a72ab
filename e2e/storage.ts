import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';

/** Each suite's bucket on the S3 server e2e/postgres.ts starts. */
export const S3_BUCKETS = {
  public: 'studio-e2e-public',
  admin: 'studio-e2e-admin',
  locales: 'studio-e2e-locales',
} as const;

/** The key pair s3rver accepts. */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3 server of a scaled-out run (set by e2e/postgres.ts); '' keeps uploads in DATA_DIR. */
export const s3Endpoint = process.env.E2E_S3_ENDPOINT ?? '';

/** What a suite's server is told about its uploads storage. */
export function storageEnv(suite: keyof typeof S3_BUCKETS): Record<string, string> {
  if (!s3Endpoint) return { S3_BUCKET: '' };
  return {
    S3_BUCKET: S3_BUCKETS[suite],
    S3_ENDPOINT: s3Endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * The bytes a suite's server stored under `key` (its uploads folder, or its bucket), or
 * undefined when there are none.
 */
export async function storedObject(
  suite: { dataDir: string; bucket: string },
  key: string,
): Promise<Buffer | undefined> {
  if (!suite.bucket) {
    return readFile(join(suite.dataDir, 'uploads', key)).catch(() => undefined);
  }
  const client = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: suite.bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  } finally {
    client.destroy();
  }
}
