import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The rate-limit counters several server processes share on PostgreSQL (rate-limiter-flexible's
 * PostgreSQL store, in its own layout; `text` keys, as an e-mail address and a network can pass
 * its 255 characters). SQLite runs one process, which counts in memory: no table there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await db.schema.dropTable('rate_limit').execute();
}
