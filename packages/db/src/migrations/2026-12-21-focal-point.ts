import { type Kysely, sql } from 'kysely';

/**
 * A library item's focal point (docs/decisions/045-focal-points.md): two fractions, null for
 * the centre, and the names of an image's crops cut around it (none yet for older items).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('focalX', 'double precision').execute();
  await db.schema.alterTable('media').addColumn('focalY', 'double precision').execute();
  await db.schema
    .alterTable('media')
    .addColumn('crops', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['crops', 'focalY', 'focalX']) {
    await db.schema.alterTable('media').dropColumn(column).execute();
  }
}
