import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { connectDatabase, type DatabaseConfig, type DatabaseHandle } from '../create-database';
import { createTestDatabase, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster of this run (the postgres project's global setup). */
    postgresUrl: string;
  }
}

/** The database the suites run on: STUDIO_TEST_DATABASE=postgres in the postgres project. */
export const testDialect = process.env.STUDIO_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * Vitest global setup of the postgres project: one throwaway cluster for the run, its URL
 * provided to every test file.
 */
export async function setupPostgresCluster(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

/** A fresh database on this run's cluster. */
export const freshPostgresDatabase = () => createTestDatabase(inject('postgresUrl'));

/**
 * A fresh, empty database of this run's dialect (a SQLite file in a new temp folder, or a new
 * database on the cluster): how to open it, and how to remove it.
 */
export async function freshTestDatabase(): Promise<{
  config: DatabaseConfig;
  remove(): Promise<void>;
}> {
  if (testDialect === 'postgres') {
    const database = await freshPostgresDatabase();
    return { config: { url: database.url, poolMax: 5 }, remove: database.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'studio-db-'));
  return {
    config: { file: join(dir, 'studio.sqlite') },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database, connected, for each test of the file (made before it, removed after it):
 * the answer reads the current test's.
 */
export function freshDatabaseEachTest(): () => DatabaseHandle {
  let current: { database: Awaited<ReturnType<typeof freshTestDatabase>>; handle: DatabaseHandle };
  beforeEach(async () => {
    const database = await freshTestDatabase();
    current = { database, handle: await connectDatabase(database.config) };
  });
  afterEach(async () => {
    await current.handle.close();
    await current.database.remove();
  });
  return () => current.handle;
}
