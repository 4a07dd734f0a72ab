import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type PostgresConfig, type PostgresHandle, VERSION_SQL } from './create-database';
import type { Database } from './schema';

/**
 * jsonb arrives as its text, as SQLite's documents do: the services parse both alike (and put
 * the fields back in schema order, which jsonb does not keep).
 */
const keepJsonbText: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.JSONB ? (text: string) => text : pg.types.getTypeParser(oid, format),
};

export function createPostgres(config: PostgresConfig): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    types: keepJsonbText,
  });
  pool.on('error', (error) => config.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    dialect: 'postgres',
    db,
    pool,
    async contentVersion(table) {
      // Named: prepared once per connection.
      const result = await pool.query<{ version: number }>({
        name: 'content_version',
        text: `${VERSION_SQL}$1`,
        values: [table],
      });
      return result.rows[0]?.version ?? 0;
    },
    // Kysely's destroy ends the pool it was given.
    close: () => db.destroy(),
  };
}
