import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../config';

/** The key pair s3rver accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * s3rver, a real S3-compatible server (objects are files in a temp folder), on a free
 * loopback port, in this process.
 */
export async function startFakeS3() {
  const directory = mkdtempSync(join(tmpdir(), 'studio-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings that point a server at `bucket` on the fake. */
export const s3Env = (endpoint: string, bucket: string) =>
  ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  }) satisfies Partial<Env>;

async function withClient(endpoint: string, work: (client: S3Client) => Promise<unknown>) {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    await work(client);
  } finally {
    client.destroy();
  }
}

/** A new, empty bucket on the fake, named at random. */
export async function createBucket(endpoint: string): Promise<string> {
  const bucket = `studio-${randomBytes(6).toString('hex')}`;
  await withClient(endpoint, (client) => client.send(new CreateBucketCommand({ Bucket: bucket })));
  return bucket;
}

/** Deletes an (empty) bucket. */
export const deleteBucket = (endpoint: string, bucket: string) =>
  withClient(endpoint, (client) => client.send(new DeleteBucketCommand({ Bucket: bucket })));
