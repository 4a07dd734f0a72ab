import { type CreatedApiToken, messages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { OneTimeSecret } from '../forms/one-time-secret';
import { useCardForm } from '../forms/use-card-form';
import { ScopesField } from './scopes-field';
import { type TokenFormValues, tokenFormSchema, tokenInput } from './token-form-shape';

const empty: TokenFormValues = { name: '', scopes: [], expiresAt: '' };

/** The card's words. */
const card = { title: 'Create a token', submitLabel: 'Create token', busyLabel: 'Creating...' };

/** Name, scopes and an optional expiry; the new secret is shown once below the form. */
export function CreateTokenForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const create = useMutation(trpc.apiTokens.create.mutationOptions());

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: tokenFormSchema,
    send: async (value) => {
      setCreated(null);
      const answer = await create.mutateAsync(tokenInput(value));
      queryClient.setQueryData(trpc.apiTokens.list.queryKey(), (rows) =>
        rows ? [answer.summary, ...rows] : rows,
      );
      setCreated(answer);
      // The secret below says it.
      return null;
    },
    failure: messages.apiTokens.createFailed,
  });

  return (
    <div className="max-w-3xl space-y-4">
      <form.AppForm>
        <form.FormCard {...card} outcome={outcome}>
          <div className="grid gap-5 sm:grid-cols-2">
            <form.AppField name="name">
              {(field) => <field.InputField label="Name" required />}
            </form.AppField>
            <form.AppField name="expiresAt">
              {(field) => (
                <field.InputField
                  label="Expires (optional)"
                  required={false}
                  type="datetime-local"
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="scopes">{() => <ScopesField />}</form.AppField>
        </form.FormCard>
      </form.AppForm>
      {created ? (
        <OneTimeSecret
          message={messages.apiTokens.created}
          label={`Token for ${created.summary.name}`}
          secret={created.token}
        />
      ) : null}
    </div>
  );
}
