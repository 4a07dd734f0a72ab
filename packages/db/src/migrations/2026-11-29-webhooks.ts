import type { Kysely } from 'kysely';

/**
 * Webhooks: endpoints the admins register, and the queue of deliveries to them (kept here so
 * that retries survive a restart and any server process can send them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    // The subscribed patterns, space-separated ("podcast.created *.updated").
    .addColumn('events', 'text', (c) => c.notNull())
    // Kept as given: it signs every delivery, so it cannot be a hash.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhookId', 'text', (c) => c.notNull().references('webhook.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    // The exact body sent (and signed), so a resend is byte for byte the same.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('lastStatus', 'integer')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('deliveredAt', 'text')
    .execute();
  // The worker's poll: the due pending deliveries.
  await db.schema
    .createIndex('webhook_delivery_due')
    .on('webhook_delivery')
    .columns(['status', 'nextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('webhook_delivery_webhook')
    .on('webhook_delivery')
    .columns(['webhookId', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_delivery').execute();
  await db.schema.dropTable('webhook').execute();
}
