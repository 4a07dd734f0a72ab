import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';

/**
 * Every difference between the two databases the data layer runs on lives in this file (and
 * the migrations' column types in migrations/columns.ts): the query functions are one copy.
 */
export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = <DB>(db: Kysely<DB>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Any constant key: the one advisory lock `serialTransaction` takes. */
const SERIAL_LOCK = 1_837_046_214;

/**
 * A transaction whose checks must see the writes of every earlier one (the first account, the
 * last active admin): one at a time across every server process. SQLite writes one transaction
 * at a time already; PostgreSQL's READ COMMITTED would let two such checks pass together, so
 * they queue on a transaction-scoped advisory lock.
 */
export function serialTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${SERIAL_LOCK})`.execute(trx);
    }
    return work(trx);
  });
}

/**
 * The text at `path` (keys from the top) of a column holding a JSON object as text, or null:
 * SQLite's json_extract, PostgreSQL's `#>>`. `path` is the code's own words, never input.
 */
export function jsonTextAt<DB>(db: Kysely<DB>, column: string, path: readonly string[]) {
  return dialectOf(db) === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${path.join('.')}`)})`;
}
