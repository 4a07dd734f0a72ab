import { connectDatabase } from '@studio/db';
import { databaseConfig } from '../database';
import type { TestApp } from './app';

/** Works on a test app's database behind its back (another process, or a tool). */
export async function withDatabase<T>(
  t: TestApp,
  work: (db: Awaited<ReturnType<typeof connectDatabase>>['db']) => Promise<T>,
) {
  const database = await connectDatabase(databaseConfig(t.config));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
