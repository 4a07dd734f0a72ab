import type { Kysely } from 'kysely';
import type { Database, WebhookDeliveryRow, WebhookRow } from '../schema';
import { newId, now } from './ids';

export async function insertWebhook(
  db: Kysely<Database>,
  webhook: Pick<WebhookRow, 'url' | 'events' | 'secret'>,
): Promise<WebhookRow> {
  const row: WebhookRow = { ...webhook, id: newId(), enabled: 1, createdAt: now() };
  await db.insertInto('webhook').values(row).execute();
  return row;
}

/** Every webhook, newest first. */
export function listWebhooks(db: Kysely<Database>): Promise<WebhookRow[]> {
  return db.selectFrom('webhook').selectAll().orderBy('createdAt', 'desc').execute();
}

export function listEnabledWebhooks(db: Kysely<Database>): Promise<WebhookRow[]> {
  return db.selectFrom('webhook').selectAll().where('enabled', '=', 1).execute();
}

export function findWebhook(db: Kysely<Database>, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The webhook deleted (its deliveries go with it), or undefined when there is no such webhook. */
export function deleteWebhook(
  db: Kysely<Database>,
  id: string,
): Promise<Pick<WebhookRow, 'id' | 'url'> | undefined> {
  return db.deleteFrom('webhook').where('id', '=', id).returning(['id', 'url']).executeTakeFirst();
}

type NewDelivery = Pick<WebhookDeliveryRow, 'webhookId' | 'event' | 'payload' | 'recordId'>;

const pendingRow = (delivery: NewDelivery, at: string): WebhookDeliveryRow => ({
  ...delivery,
  id: newId(),
  status: 'pending',
  attempts: 0,
  nextAttemptAt: at,
  lastStatus: null,
  lastError: null,
  createdAt: at,
  deliveredAt: null,
});

/** Queues deliveries, each due at once. */
export async function insertDeliveries(
  db: Kysely<Database>,
  deliveries: NewDelivery[],
): Promise<void> {
  if (deliveries.length === 0) return;
  const at = now();
  await db
    .insertInto('webhook_delivery')
    .values(deliveries.map((delivery) => pendingRow(delivery, at)))
    .execute();
}

/** Queues one delivery, due at once. */
export async function insertDelivery(
  db: Kysely<Database>,
  delivery: NewDelivery,
): Promise<WebhookDeliveryRow> {
  const row = pendingRow(delivery, now());
  await db.insertInto('webhook_delivery').values(row).execute();
  return row;
}

/** A webhook's latest deliveries, newest first (ids are time-ordered). */
export function listDeliveries(
  db: Kysely<Database>,
  webhookId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_delivery')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(
  db: Kysely<Database>,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom('webhook_delivery').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the deliveries of events about these records (ids are unique across tables). */
export async function deleteDeliveriesOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<number> {
  if (recordIds.length === 0) return 0;
  const result = await db
    .deleteFrom('webhook_delivery')
    .where('recordId', 'in', recordIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the deliveries made before `before`, whatever their outcome; answers how many. */
export async function purgeDeliveries(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_delivery')
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A due delivery with what sending it needs. */
export type DueDelivery = WebhookDeliveryRow & Pick<WebhookRow, 'url' | 'secret'>;

/** Pending deliveries whose time has come, oldest due first, of enabled webhooks. */
export function dueDeliveries(db: Kysely<Database>, limit: number): Promise<DueDelivery[]> {
  return db
    .selectFrom('webhook_delivery')
    .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhookId')
    .selectAll('webhook_delivery')
    .select(['webhook.url', 'webhook.secret'])
    .where('webhook_delivery.status', '=', 'pending')
    .where('webhook_delivery.nextAttemptAt', '<=', now())
    .where('webhook.enabled', '=', 1)
    .orderBy('webhook_delivery.nextAttemptAt')
    .limit(limit)
    .execute();
}

/**
 * Takes a due delivery for one attempt by moving its next attempt to `until`: a single
 * conditional UPDATE, so of several processes that read the same row only one wins (the
 * others see `nextAttemptAt` changed). Should the process die mid-attempt, the row is due
 * again at `until`.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  delivery: Pick<WebhookDeliveryRow, 'id' | 'nextAttemptAt'>,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_delivery')
    .set({ nextAttemptAt: until })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '=', delivery.nextAttemptAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records an attempt's outcome. */
export async function recordAttempt(
  db: Kysely<Database>,
  id: string,
  outcome: Pick<
    WebhookDeliveryRow,
    'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'
  >,
): Promise<void> {
  await db.updateTable('webhook_delivery').set(outcome).where('id', '=', id).execute();
}
