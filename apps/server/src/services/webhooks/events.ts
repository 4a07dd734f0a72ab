import type { WebhookEvent } from '@studio/contracts';

/** What the writing services tell once a write has committed; webhooks listen. */
export interface WebhookEvents {
  /** Queues the event for every subscribed webhook; never throws (a failure is logged). */
  emit(event: WebhookEvent, record: { _id: string }, locale?: string): Promise<void>;
}
