import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Claims the telling of a record's scheduled publication: true for the one caller (of every
 * process) whose insert wrote the row, false once it is there.
 */
export async function claimPublishAnnouncement(
  db: Kysely<Database>,
  row: { type: string; recordId: string; publishAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('publish_announcement')
    .values(row)
    .onConflict((oc) => oc.columns(['type', 'recordId', 'publishAt']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Forgets the announcements of publications due before `before` (ISO 8601): never told again. */
export async function purgePublishAnnouncements(
  db: Kysely<Database>,
  before: string,
): Promise<void> {
  await db.deleteFrom('publish_announcement').where('publishAt', '<', before).execute();
}
