import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL's stand-in for the SQLite data folder's pid file: every running server holds
 * this advisory lock shared; a restore takes it exclusively. Any constant key.
 */
const SERVER_LOCK = 1_837_046_215;

/**
 * Holds the shared lock on one connection of the pool until the answered release is called.
 * A server starting while a restore holds the lock waits for the restore to end.
 */
export function holdServerLock(db: Kysely<Database>): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    db.connection()
      .execute(async (connection) => {
        await sql`SELECT pg_advisory_lock_shared(${SERVER_LOCK})`.execute(connection);
        // The connection stays checked out (and the lock held) until `release` runs.
        await new Promise<void>((released) =>
          resolve(async () => {
            await sql`SELECT pg_advisory_unlock_shared(${SERVER_LOCK})`.execute(connection);
            released();
          }),
        );
      })
      .catch(reject);
  });
}

/**
 * Runs `work` holding the lock exclusively, or answers false at once (doing nothing) while
 * any server holds it.
 */
export async function withServersStopped(
  db: Kysely<Database>,
  work: () => Promise<void>,
): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${SERVER_LOCK}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`SELECT pg_advisory_unlock(${SERVER_LOCK})`.execute(connection);
    }
  });
}
