import type { TestProject } from 'vitest/node';
import { startFakeS3 } from './fake-s3';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake S3 server of this run (the global setup of the project on S3 storage). */
    s3Endpoint: string;
  }
}

/** One fake S3 server for the run; each test app gets a bucket of its own on it. */
export default async function setupFakeS3(project: TestProject) {
  const s3 = await startFakeS3();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.stop();
}
