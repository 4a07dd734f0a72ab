import type { Kysely } from 'kysely';
import { documentConstraints, documentType } from './columns';

/** One row per singleton kind (site settings…): its fields as one JSON document. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('singleton')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('data', documentType(db), documentConstraints(db))
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('singleton').execute();
}
