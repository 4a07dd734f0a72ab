import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export interface DatabaseConfig {
  /** Path of the SQLite file; its folder is created when missing. */
  file: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL for concurrent readers; FULL so a write answered 2xx survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, close: () => db.destroy() };
}
