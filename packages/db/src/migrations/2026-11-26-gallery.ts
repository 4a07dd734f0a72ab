import { type Kysely, sql } from 'kysely';
import { createDocumentTable, versionContentTable } from './content-table';

/** The gallery content type: images shown on /gallery (in the shape content tables had then). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDocumentTable(db, 'content_gallery');
  await versionContentTable(db, 'content_gallery');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_gallery').execute();
  await sql`DELETE FROM content_version WHERE "table" = 'content_gallery'`.execute(db);
}
