import { existsSync } from 'node:fs';
import {
  connectDatabase,
  type DatabaseConfig,
  type DatabaseHandle,
  migrateToLatest,
} from '@studio/db';
import type { Logger } from 'pino';
import type { Config } from './config';
import { seedDemoContent } from './seed';

/** An opened database and the migrations this opening applied, oldest first. */
type OpenedDatabase = DatabaseHandle & { applied: string[] };

/** A database URL fit for logs and messages: its password replaced. */
export function redactUrl(address: string): string {
  const url = new URL(address);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Where the data lives, for logs and messages: the SQLite file, or the URL without password. */
export const databaseLabel = (config: Config): string =>
  config.databaseUrl ? redactUrl(config.databaseUrl) : config.databaseFile;

/** The site's database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function databaseConfig(config: Config, log?: Logger): DatabaseConfig {
  if (!config.databaseUrl) return { file: config.databaseFile };
  return {
    url: config.databaseUrl,
    poolMax: config.databasePoolMax,
    onPoolError: (error) => log?.error({ err: error }, 'an idle database connection failed'),
  };
}

/**
 * Opens the site's database exactly as the server does, for the server and every operator
 * command alike: migrations applied, demo content seeded into a brand-new one.
 */
export async function openDatabase(config: Config, log: Logger): Promise<OpenedDatabase> {
  const handle = await connectDatabase(databaseConfig(config, log));
  try {
    const applied = (await migrateToLatest(handle.db)).map((result) => result.migrationName);
    if (applied.length) log.info({ applied }, 'applied database migrations');
    if (config.seedDemo && (await seedDemoContent(handle.db, config.locales))) {
      log.info('seeded the built-in demo content');
    }
    return Object.assign(handle, { applied });
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** For commands that must not create a database where none is (backup). */
export function databaseExists(config: Config): boolean {
  return existsSync(config.databaseFile);
}
