import { type Kysely, sql } from 'kysely';
import { jsonTextAt } from '../dialect';

/**
 * What a privacy erasure and the deliveries' retention need
 * (docs/decisions/064-erasure-reaches-copies.md): each webhook delivery names the record its
 * event is about (`recordId`), each notification mail the inbox entry it tells of (`entryId`,
 * null for other mail), so an erasure deletes those copies with the entries; and the
 * deliveries are found by age for WEBHOOK_DELIVERY_RETENTION_DAYS. Rows queued before this get
 * their id from the JSON they already hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_delivery').addColumn('recordId', 'text').execute();
  await sql`UPDATE webhook_delivery SET ${sql.ref('recordId')} = ${jsonTextAt(db, 'payload', ['record', '_id'])}`.execute(
    db,
  );
  await db.schema
    .createIndex('webhook_delivery_record')
    .on('webhook_delivery')
    .column('recordId')
    .execute();
  await db.schema
    .createIndex('webhook_delivery_created')
    .on('webhook_delivery')
    .column('createdAt')
    .execute();

  // No index: the outbox holds what is still to send, a few rows.
  await db.schema.alterTable('mail_outbox').addColumn('entryId', 'text').execute();
  await sql`UPDATE mail_outbox SET ${sql.ref('entryId')} = ${jsonTextAt(db, 'data', ['_id'])} WHERE kind IN ('contact', 'career')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('entryId').execute();
  await db.schema.dropIndex('webhook_delivery_created').execute();
  await db.schema.dropIndex('webhook_delivery_record').execute();
  await db.schema.alterTable('webhook_delivery').dropColumn('recordId').execute();
}
