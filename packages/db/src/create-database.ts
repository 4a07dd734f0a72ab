import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { ContentTableName, Database } from './schema';

export interface DatabaseConfig {
  /** Path of the SQLite file; its folder is created when missing. */
  file: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  sqlite: SQLite.Database;
  /**
   * A content table's version (see queries/content.ts `contentVersion`), read through one
   * prepared statement: the public reads ask it on every request.
   */
  contentVersion(table: ContentTableName): Promise<number>;
  close(): Promise<void>;
}

/**
 * Creates the file (and its folder) private to this user when missing: SQLite gives the -wal
 * and -shm files the mode of the database file.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  createPrivateFile(config.file);
  const sqlite = new SQLite(config.file);
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
    db,
    sqlite,
    async contentVersion(table) {
      // pluck: the value alone, no row object built per read.
      versionStatement ??= sqlite
        .prepare<[string], number>('SELECT version FROM content_version WHERE "table" = ?')
        .pluck();
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
