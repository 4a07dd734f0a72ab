import { existsSync } from 'node:fs';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '@studio/db';
import type { Logger } from 'pino';
import type { Config } from './config';
import { seedDemoContent } from './seed';

export interface OpenedDatabase extends DatabaseHandle {
  /** The migrations this opening applied, oldest first. */
  applied: string[];
}

/**
 * Opens the site's database exactly as the server does, for the server and every operator
 * command alike: the same file, migrations applied, demo content seeded into a brand-new one.
 */
export async function openDatabase(config: Config, log: Logger): Promise<OpenedDatabase> {
  const handle = createDatabase({ file: config.databaseFile });
  try {
    const applied = (await migrateToLatest(handle.db)).map((result) => result.migrationName);
    if (applied.length) log.info({ applied }, 'applied database migrations');
    if (config.seedDemo && (await seedDemoContent(handle.db))) {
      log.info('seeded the built-in demo content');
    }
    return { ...handle, applied };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** For commands that must not create a database where none is (backup). */
export function databaseExists(config: Config): boolean {
  return existsSync(config.databaseFile);
}
