import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/** A JSON document column: jsonb on PostgreSQL, text that must be valid JSON on SQLite. */
export const documentType = <DB>(db: Kysely<DB>) =>
  dialectOf(db) === 'postgres' ? 'jsonb' : 'text';

export const documentConstraints =
  <DB>(db: Kysely<DB>) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialectOf(db) === 'postgres' ? column.notNull() : column.notNull().check(sql`json_valid(data)`);
