import SQLite from 'better-sqlite3';
import { createPrivateFile } from './create-database';
import { nativeBinding } from './native-binding';

/** A consistent copy of a live database (SQLite's online backup API; writers keep going). */
export async function backupDatabase(sqlite: SQLite.Database, destination: string): Promise<void> {
  createPrivateFile(destination);
  await sqlite.backup(destination);
  // A self-contained file: no -wal/-shm beside it, so checking or copying it changes nothing.
  const copy = new SQLite(destination, { nativeBinding: nativeBinding() });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** SQLite's own check of a database file: "ok", or the first problem it found. */
export function checkIntegrity(file: string): string {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file, {
      readonly: true,
      fileMustExist: true,
      nativeBinding: nativeBinding(),
    });
    return String(sqlite.pragma('integrity_check', { simple: true }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    sqlite?.close();
  }
}
