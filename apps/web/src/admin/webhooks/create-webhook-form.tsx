import { type CreatedWebhook, messages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { OneTimeSecret } from '../forms/one-time-secret';
import { useCardForm } from '../forms/use-card-form';
import { type WebhookFormValues, webhookFormSchema, webhookInput } from './webhook-form-shape';

const empty: WebhookFormValues = { url: '', events: '', secret: '' };

const fields = [
  { name: 'url', label: 'URL', required: true, placeholder: 'https://example.com/hooks/studio' },
  { name: 'events', label: 'Events', required: true, placeholder: 'podcast.created *.updated' },
  { name: 'secret', label: 'Secret (optional)', required: false, placeholder: 'generated' },
] as const;

/** The card's words. */
const card = { title: 'Add a webhook', submitLabel: 'Add webhook', busyLabel: 'Adding...' };

/** URL, events and an optional secret; the secret is shown once below the form. */
export function CreateWebhookForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const create = useMutation(trpc.webhooks.create.mutationOptions());

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: webhookFormSchema,
    send: async (value) => {
      setCreated(null);
      const answer = await create.mutateAsync(webhookInput(value));
      queryClient.setQueryData(trpc.webhooks.list.queryKey(), (rows) =>
        rows ? [answer.webhook, ...rows] : rows,
      );
      setCreated(answer);
      // The secret below says it.
      return null;
    },
    failure: messages.webhooks.createFailed,
  });

  return (
    <div className="max-w-3xl space-y-4">
      <form.AppForm>
        <form.FormCard {...card} outcome={outcome}>
          {fields.map(({ name, ...input }) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.InputField {...input} />}
            </form.AppField>
          ))}
        </form.FormCard>
      </form.AppForm>
      {created ? (
        <OneTimeSecret
          message={messages.webhooks.created}
          label={`Signing secret for ${created.webhook.url}`}
          secret={created.secret}
        />
      ) : null}
    </div>
  );
}
