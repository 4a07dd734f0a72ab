import { type CreateUserInput, createUserSchema, messages } from '@studio/contracts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { FormCard } from '../forms/form-card';
import { PasswordControl } from '../forms/password-control';
import type { Outcome } from '../forms/submit-outcome';
import { TextControl } from '../forms/text-control';
import { RoleControl } from './role-control';

const empty: CreateUserInput = { email: '', password: '', role: 'editor' };

/** E-mail, initial password and role of a new account; it can sign in at once. */
export function AddUserForm() {
  const formId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useMutation(trpc.users.create.mutationOptions());

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: createUserSchema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      try {
        const user = await create.mutateAsync(value);
        queryClient.setQueryData(trpc.users.list.queryKey(), (rows) =>
          rows ? [...rows, user] : rows,
        );
        formApi.reset();
        setOutcome({ ok: true, text: messages.users.created });
      } catch (error) {
        // An e-mail already in use, or anything else the server refused.
        setOutcome({ ok: false, text: serverMessage(error) ?? messages.unreachable });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <FormCard
      title="Add user"
      className="max-w-3xl"
      onSubmit={() => form.handleSubmit()}
      outcome={outcome}
      submitting={submitting}
      submitLabel="Add user"
      busyLabel="Adding..."
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <form.Field name="email">
          {(field) => (
            <TextControl
              id={`${formId}-email`}
              label="Email"
              kind="email"
              required
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <PasswordControl
              id={`${formId}-password`}
              name="password"
              label="Initial password"
              autoComplete="new-password"
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="role">
          {(field) => (
            <RoleControl
              id={`${formId}-role`}
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </div>
    </FormCard>
  );
}
