import { type CreatedWebhook, messages } from '@studio/contracts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { FormCard } from '../forms/form-card';
import { InputControl } from '../forms/input-control';
import { OneTimeSecret } from '../forms/one-time-secret';
import type { Outcome } from '../forms/submit-outcome';
import { type WebhookFormValues, webhookFormSchema, webhookInput } from './webhook-form-shape';

const empty: WebhookFormValues = { url: '', events: '', secret: '' };

const fields = [
  { name: 'url', label: 'URL', required: true, placeholder: 'https://example.com/hooks/studio' },
  { name: 'events', label: 'Events', required: true, placeholder: 'podcast.created *.updated' },
  { name: 'secret', label: 'Secret (optional)', required: false, placeholder: 'generated' },
] as const;

/** URL, events and an optional secret; the secret is shown once below the form. */
export function CreateWebhookForm() {
  const formId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const create = useMutation(trpc.webhooks.create.mutationOptions());

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: webhookFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      setCreated(null);
      try {
        const answer = await create.mutateAsync(webhookInput(value));
        queryClient.setQueryData(trpc.webhooks.list.queryKey(), (rows) =>
          rows ? [answer.webhook, ...rows] : rows,
        );
        formApi.reset();
        setCreated(answer);
      } catch (error) {
        setOutcome({ ok: false, text: serverMessage(error) ?? messages.webhooks.createFailed });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <div className="max-w-3xl space-y-4">
      <FormCard
        title="Add a webhook"
        onSubmit={() => form.handleSubmit()}
        outcome={outcome}
        submitting={submitting}
        submitLabel="Add webhook"
        busyLabel="Adding..."
      >
        {fields.map(({ name, label, required, placeholder }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <InputControl
                id={`${formId}-${name}`}
                name={name}
                label={label}
                required={required}
                placeholder={placeholder}
                value={field.state.value}
                error={firstError(field.state.meta.errors)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        ))}
      </FormCard>
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
