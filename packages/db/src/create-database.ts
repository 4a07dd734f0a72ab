import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { DialectName } from './dialect';
import { nativeBinding } from './native-binding';
import type { ContentTableName, Database } from './schema';

/** The embedded default: a SQLite file, its folder created when missing. */
export interface SqliteConfig {
  file: string;
}

/** A PostgreSQL server, for several server processes sharing one database. */
export interface PostgresConfig {
  url: string;
  /** Connections this process may hold at once (a running server keeps one for its lock). */
  poolMax: number;
  /** An idle connection's failure (the server restarted): logged, the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

export type DatabaseConfig = SqliteConfig | PostgresConfig;

interface HandleBase {
  dialect: DialectName;
  db: Kysely<Database>;
  /**
   * A content table's version (see queries/content.ts), read through one prepared statement:
   * the public reads ask it on every request.
   */
  contentVersion(table: ContentTableName): Promise<number>;
  close(): Promise<void>;
}

export interface SqliteHandle extends HandleBase {
  dialect: 'sqlite';
  sqlite: SQLite.Database;
}

export interface PostgresHandle extends HandleBase {
  dialect: 'postgres';
  pool: pg.Pool;
}

export type DatabaseHandle = SqliteHandle | PostgresHandle;

export const VERSION_SQL = 'SELECT version FROM content_version WHERE "table" = ';

/**
 * Creates the file (and its folder) private to this user when missing: SQLite gives the -wal
 * and -shm files the mode of the database file.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
}

/**
 * Opens the configured database. The PostgreSQL driver is loaded only when it is used: a
 * SQLite site starts without it.
 */
export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (!('url' in config)) return createDatabase(config);
  const { createPostgres } = await import('./create-postgres');
  return createPostgres(config);
}

/** Opens (and creates when missing) a SQLite file. */
export function createDatabase(config: SqliteConfig): SqliteHandle {
  createPrivateFile(config.file);
  const sqlite = new SQLite(config.file, { nativeBinding: nativeBinding() });
  try {
    // WAL for concurrent readers; FULL so a write answered 2xx survives a power cut.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let versionStatement: SQLite.Statement<[string], number> | undefined;
  return {
    dialect: 'sqlite',
    db,
    sqlite,
    async contentVersion(table) {
      // pluck: the value alone, no row object built per read.
      versionStatement ??= sqlite.prepare<[string], number>(`${VERSION_SQL}?`).pluck();
      return versionStatement.get(table) ?? 0;
    },
    // Kysely closes the connection only if it ever used it: a handle used through `sqlite`
    // alone (backup) would otherwise stay open, its -wal and -shm files left behind.
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}
