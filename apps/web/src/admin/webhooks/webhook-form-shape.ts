import {
  createWebhookSchema,
  isWebhookPattern,
  messages,
  tooShortMessage,
  WEBHOOK_SECRET_MIN,
} from '@studio/contracts';
import { z } from 'zod';

/** The form's values: the events as typed (separated by spaces or commas), '' = no secret. */
export interface WebhookFormValues {
  url: string;
  events: string;
  secret: string;
}

const eventsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The contract's schema, with the events and the optional secret as the form holds them. */
export const webhookFormSchema = createWebhookSchema.extend({
  events: z
    .string()
    .refine((text) => eventsOf(text).length > 0, messages.webhooks.noEvent)
    .refine((text) => eventsOf(text).every(isWebhookPattern), messages.webhooks.unknownEvent),
  secret: z
    .string()
    .refine(
      (value) => value === '' || value.length >= WEBHOOK_SECRET_MIN,
      tooShortMessage(WEBHOOK_SECRET_MIN),
    ),
});

/** What the server is sent. */
export const webhookInput = ({ url, events, secret }: WebhookFormValues) => ({
  url,
  events: eventsOf(events),
  ...(secret ? { secret } : {}),
});
