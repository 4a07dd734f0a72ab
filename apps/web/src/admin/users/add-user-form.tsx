import { type CreateUserInput, createUserSchema, messages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../lib/trpc';
import { useSchemaForm } from '../forms/form-hook';
import { type Outcome, refusedOutcome } from '../forms/submit-outcome';

const empty: CreateUserInput = { email: '', password: '', role: 'editor' };

/** E-mail, initial password and role of a new account; it can sign in at once. */
export function AddUserForm() {
  const utils = trpc.useUtils();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useMutation({
    mutationFn: (input: CreateUserInput) => trpcClient.users.create.mutate(input),
  });

  const form = useSchemaForm({
    defaultValues: empty,
    schema: createUserSchema,
    onSubmit: async (value, reset) => {
      setOutcome(null);
      try {
        const user = await create.mutateAsync(value);
        utils.users.list.setData(undefined, (rows) => (rows ? [...rows, user] : rows));
        reset();
        setOutcome({ ok: true, text: messages.users.created });
      } catch (error) {
        // An e-mail already in use, or anything else the server refused.
        setOutcome(refusedOutcome(error, messages.unreachable));
      }
    },
  });

  return (
    <form.AppForm>
      <form.FormCard
        title="Add user"
        className="max-w-3xl"
        outcome={outcome}
        submitLabel="Add user"
        busyLabel="Adding..."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <form.AppField name="email">
            {(field) => <field.InputField label="Email" type="email" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField label="Initial password" autoComplete="new-password" />
            )}
          </form.AppField>
          <form.AppField name="role">{(field) => <field.RoleField />}</form.AppField>
        </div>
      </form.FormCard>
    </form.AppForm>
  );
}
