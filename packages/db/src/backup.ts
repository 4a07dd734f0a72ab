import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type SQLite from 'better-sqlite3';

/** A consistent copy of a live database (SQLite's online backup API; writers keep going). */
export async function backupDatabase(sqlite: SQLite.Database, destination: string): Promise<void> {
  mkdirSync(dirname(destination), { recursive: true });
  await sqlite.backup(destination);
}
