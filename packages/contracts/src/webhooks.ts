import { z } from 'zod';
import { REQUIRED_MESSAGE, text, tooLongMessage, tooShortMessage } from './fields';
import { messages } from './messages';
import { type ContentTypeName, contentTypeNames } from './registry';

/**
 * What happens to a content record. `published`: it became publicly visible; `unpublished`:
 * it stopped being so (by a write, or when its expiry came).
 */
export const contentActions = [
  'created',
  'updated',
  'deleted',
  'published',
  'unpublished',
] as const;
export type ContentAction = (typeof contentActions)[number];

/** The inboxes' events: a new message or application. */
export const inboxEvents = ['contact.created', 'career.created'] as const;

export type WebhookEvent = `${ContentTypeName}.${ContentAction}` | (typeof inboxEvents)[number];

/** Every event a webhook can subscribe to, derived from the registry. */
export const webhookEvents: readonly WebhookEvent[] = [
  ...contentTypeNames.flatMap((type) =>
    contentActions.map((action): WebhookEvent => `${type}.${action}`),
  ),
  ...inboxEvents,
];

const knownEvents: ReadonlySet<string> = new Set(webhookEvents);
const isWebhookEvent = (value: string): value is WebhookEvent => knownEvents.has(value);

/** The `type` half of every event name: content types and the two inboxes. */
const eventTypes = new Set(webhookEvents.map((event) => event.split('.')[0]));
const eventActions = new Set(webhookEvents.map((event) => event.split('.')[1]));

/**
 * A subscription: an exact event name, `*.<action>`, `<type>.*` or `*`. A wildcard half must
 * pair with a half some event has, so a typo is refused rather than never matching.
 */
export function isWebhookPattern(pattern: string): boolean {
  if (pattern === '*' || isWebhookEvent(pattern)) return true;
  const [type, action, ...rest] = pattern.split('.');
  if (rest.length > 0 || type === undefined || action === undefined) return false;
  if (type === '*') return eventActions.has(action);
  return action === '*' && eventTypes.has(type);
}

/** Whether a subscription pattern covers an event. */
export function webhookPatternMatches(pattern: string, event: string): boolean {
  if (pattern === '*' || pattern === event) return true;
  const [type, action] = pattern.split('.');
  const [eventType, eventAction] = event.split('.');
  return (type === '*' && action === eventAction) || (action === '*' && type === eventType);
}

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;
/** How many deliveries of one webhook the admin sees, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const createWebhookSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: messages.webhooks.badUrl })
    .max(WEBHOOK_URL_MAX, tooLongMessage(WEBHOOK_URL_MAX)),
  events: z
    .array(text().refine(isWebhookPattern, messages.webhooks.unknownEvent))
    .min(1, messages.webhooks.noEvent)
    .refine((events) => new Set(events).size === events.length, messages.webhooks.eventTwice),
  /** Optional: one is generated when not given. */
  secret: text()
    .min(WEBHOOK_SECRET_MIN, tooShortMessage(WEBHOOK_SECRET_MIN))
    .max(WEBHOOK_SECRET_MAX, tooLongMessage(WEBHOOK_SECRET_MAX))
    .optional(),
});

const idSchema = z.object({ id: text().min(1, REQUIRED_MESSAGE) });
export const deleteWebhookSchema = idSchema;
/** `id`: the webhook's. */
export const webhookDeliveriesSchema = idSchema;
/** `id`: the delivery to send again. */
export const resendWebhookDeliverySchema = idSchema;

/** A webhook as the list shows it: never its secret. */
export interface WebhookSummary {
  _id: string;
  url: string;
  events: string[];
  enabled: boolean;
  createdAt: string;
}

/** The answer of create: the signing secret, shown this once, and the webhook as listed. */
export interface CreatedWebhook {
  secret: string;
  webhook: WebhookSummary;
}

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface WebhookDelivery {
  _id: string;
  webhookId: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  /** The HTTP status of the last attempt; null before one or when none answered. */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** What a receiver is sent: the body's JSON. */
export interface WebhookPayload {
  event: string;
  type: string;
  record: unknown;
  at: string;
  /**
   * With more than one locale (LOCALES): whose values the write wrote, `record` as that
   * locale reads them; the default locale for a write that named none.
   */
  locale?: string;
}

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Studio-Signature';
