import { type CreatedApiToken, messages, tokenScopeLabels, tokenScopes } from '@studio/contracts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { FieldError } from '../forms/field-error';
import { FormCard } from '../forms/form-card';
import { InputControl } from '../forms/input-control';
import { OneTimeSecret } from '../forms/one-time-secret';
import type { Outcome } from '../forms/submit-outcome';
import { type TokenFormValues, tokenFormSchema, tokenInput } from './token-form-shape';

const empty: TokenFormValues = { name: '', scopes: [], expiresAt: '' };

/** Name, scopes and an optional expiry; the new secret is shown once below the form. */
export function CreateTokenForm() {
  const formId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const create = useMutation(trpc.apiTokens.create.mutationOptions());

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: tokenFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      setCreated(null);
      try {
        const answer = await create.mutateAsync(tokenInput(value));
        queryClient.setQueryData(trpc.apiTokens.list.queryKey(), (rows) =>
          rows ? [answer.summary, ...rows] : rows,
        );
        formApi.reset();
        setCreated(answer);
      } catch (error) {
        setOutcome({
          ok: false,
          text: serverMessage(error) ?? messages.apiTokens.createFailed,
        });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <div className="max-w-3xl space-y-4">
      <FormCard
        title="Create a token"
        onSubmit={() => form.handleSubmit()}
        outcome={outcome}
        submitting={submitting}
        submitLabel="Create token"
        busyLabel="Creating..."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <form.Field name="name">
            {(field) => (
              <InputControl
                id={`${formId}-name`}
                name="name"
                label="Name"
                required
                value={field.state.value}
                error={firstError(field.state.meta.errors)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
          <form.Field name="expiresAt">
            {(field) => (
              <InputControl
                id={`${formId}-expires`}
                name="expiresAt"
                label="Expires (optional)"
                required={false}
                type="datetime-local"
                value={field.state.value}
                error={firstError(field.state.meta.errors)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="scopes">
          {(field) => {
            const errorId = `${formId}-scopes-error`;
            const error = firstError(field.state.meta.errors);
            return (
              <fieldset aria-describedby={error ? errorId : undefined}>
                <legend className="text-sm font-medium text-slate-800">
                  Scopes
                  <span aria-hidden="true" className="ml-0.5 text-red-600">
                    *
                  </span>
                </legend>
                <div className="mt-2 space-y-2">
                  {tokenScopes.map((scope) => (
                    <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        name="scopes"
                        value={scope}
                        checked={field.state.value.includes(scope)}
                        onChange={(event) =>
                          field.handleChange(
                            event.target.checked
                              ? tokenScopes.filter(
                                  (item) => item === scope || field.state.value.includes(item),
                                )
                              : field.state.value.filter((item) => item !== scope),
                          )
                        }
                        onBlur={field.handleBlur}
                        className="size-4 accent-ink"
                      />
                      <span>
                        {tokenScopeLabels[scope]}{' '}
                        <code className="text-xs text-slate-500">{scope}</code>
                      </span>
                    </label>
                  ))}
                </div>
                <FieldError id={errorId} message={error} />
              </fieldset>
            );
          }}
        </form.Field>
      </FormCard>
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
