import {
  access,
  type CreatedWebhook,
  createWebhookSchema,
  deleteWebhookSchema,
  messages,
  resendWebhookDeliverySchema,
  WEBHOOK_DELIVERIES_SHOWN,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookSummary,
  webhookDeliveriesSchema,
  webhookPatternMatches,
} from '@studio/contracts';
import {
  type Database,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertDeliveries,
  insertDelivery,
  insertWebhook,
  listDeliveries,
  listEnabledWebhooks,
  listWebhooks,
  now,
  purgeDeliveries,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { newSecret } from '../accounts/secrets';
import { type Actor, authorize } from '../actor';
import type { AuditLog } from '../audit';
import { notFound, ServiceError, validate } from '../errors';
import type { WebhookEvents } from './events';
import { createTargetCheck } from './target';

const patternsOf = (row: WebhookRow) => row.events.split(' ');

const summaryOf = (row: WebhookRow): WebhookSummary => ({
  _id: row.id,
  url: row.url,
  events: patternsOf(row),
  enabled: row.enabled === 1,
  createdAt: row.createdAt,
});

/**
 * How the activity log and the server log name a webhook: its origin only, since many services
 * put a secret in the path or the query of the URLs they hand out.
 */
const auditedUrl = (url: string) => new URL(url).origin;

const deliveryOf = ({
  id,
  payload: _payload,
  recordId: _recordId,
  ...row
}: WebhookDeliveryRow): WebhookDelivery => ({ _id: id, ...row });

const DAY_MS = 86_400_000;

/**
 * Webhook endpoints, managed by admins (never by a token), and the events that queue
 * deliveries to them. Sending is the worker's (worker.ts).
 */
export function createWebhookService(deps: {
  db: Kysely<Database>;
  log: Pick<Logger, 'error'>;
  allowPrivate: boolean;
  audit: AuditLog;
  /** WEBHOOK_DELIVERY_RETENTION_DAYS */
  retentionDays: number;
  now: () => number;
}) {
  const { db, log, allowPrivate, audit, retentionDays, now: clock } = deps;
  const targets = createTargetCheck({ allowPrivate });

  const events: WebhookEvents = {
    async emit(event: WebhookEvent, record: { _id: string }, locale?: string) {
      try {
        const webhooks = (await listEnabledWebhooks(db)).filter((row) =>
          patternsOf(row).some((pattern) => webhookPatternMatches(pattern, event)),
        );
        if (webhooks.length === 0) return;
        const [type = event] = event.split('.');
        const body: WebhookPayload = {
          event,
          type,
          record,
          at: now(),
          ...(locale === undefined ? {} : { locale }),
        };
        const payload = JSON.stringify(body);
        await insertDeliveries(
          db,
          webhooks.map((row) => ({ webhookId: row.id, event, payload, recordId: record._id })),
        );
      } catch (error) {
        // The write itself succeeded: its caller is answered, the lost event is logged.
        log.error({ err: error, event }, 'webhook event not queued');
      }
    },
  };

  return {
    events,

    async list(actor: Actor): Promise<WebhookSummary[]> {
      await authorize(access.webhooks.list, actor);
      return (await listWebhooks(db)).map(summaryOf);
    },

    /** The secret is in this answer and the deliveries' signatures only. */
    async create(actor: Actor, input: unknown): Promise<CreatedWebhook> {
      const admin = await authorize(access.webhooks.create, actor);
      const { url, events: patterns, secret = newSecret() } = validate(createWebhookSchema, input);
      const refused = await targets.refused(url);
      if (refused) {
        throw new ServiceError('invalid', `url: ${refused}`, {
          issues: [{ path: 'url', message: refused }],
        });
      }
      const row = await insertWebhook(db, { url, events: patterns.join(' '), secret });
      actor.log.info(
        { webhook: row.id, origin: auditedUrl(url), events: patterns },
        'webhook created',
      );
      await audit.record({
        actor: admin.email,
        action: 'webhook-created',
        type: 'webhook',
        recordId: row.id,
        title: `${auditedUrl(url)} (${patterns.join(', ')})`,
      });
      return { secret, webhook: summaryOf(row) };
    },

    async delete(actor: Actor, input: unknown) {
      const admin = await authorize(access.webhooks.delete, actor);
      const { id } = validate(deleteWebhookSchema, input);
      const deleted = await deleteWebhook(db, id);
      if (!deleted) throw notFound();
      actor.log.info({ webhook: id }, 'webhook deleted');
      await audit.record({
        actor: admin.email,
        action: 'webhook-deleted',
        type: 'webhook',
        recordId: id,
        title: auditedUrl(deleted.url),
      });
      return { message: messages.webhooks.deleted, _id: id };
    },

    /** One webhook's latest deliveries, newest first. */
    async deliveries(actor: Actor, input: unknown): Promise<WebhookDelivery[]> {
      await authorize(access.webhooks.deliveries, actor);
      const { id } = validate(webhookDeliveriesSchema, input);
      if (!(await findWebhook(db, id))) throw notFound();
      return (await listDeliveries(db, id, WEBHOOK_DELIVERIES_SHOWN)).map(deliveryOf);
    },

    /** Queues a delivery's payload again, as a new delivery with attempts of its own. */
    async resend(actor: Actor, input: unknown): Promise<WebhookDelivery> {
      await authorize(access.webhooks.resend, actor);
      const { id } = validate(resendWebhookDeliverySchema, input);
      const original = await findDelivery(db, id);
      if (!original) throw notFound();
      const { webhookId, event, payload, recordId } = original;
      const row = await insertDelivery(db, { webhookId, event, payload, recordId });
      actor.log.info({ webhook: row.webhookId, delivery: row.id, of: id }, 'webhook resend');
      return deliveryOf(row);
    },

    /**
     * Removes the deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS (run daily by every
     * process: a second run finds nothing left to delete); answers how many went.
     */
    purge: () => purgeDeliveries(db, new Date(clock() - retentionDays * DAY_MS).toISOString()),
  };
}
