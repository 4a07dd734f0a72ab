import { type CreateUserInput, createUserSchema, messages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useCardForm } from '../forms/use-card-form';

const empty: CreateUserInput = { email: '', password: '', role: 'editor' };

/** The card's words. */
const card = { title: 'Add user', submitLabel: 'Add user', busyLabel: 'Adding...' };

/** E-mail, initial password and role of a new account; it can sign in at once. */
export function AddUserForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.users.create.mutationOptions());

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: createUserSchema,
    send: async (value) => {
      const user = await create.mutateAsync(value);
      queryClient.setQueryData(trpc.users.list.queryKey(), (rows) =>
        rows ? [...rows, user] : rows,
      );
      return { ok: true, text: messages.users.created };
    },
    // An e-mail already in use, or anything else the server refused, says so itself.
    failure: messages.unreachable,
  });

  return (
    <form.AppForm>
      <form.FormCard {...card} className="max-w-3xl" outcome={outcome}>
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
