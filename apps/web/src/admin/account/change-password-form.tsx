import { messages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { serverIssues } from '../api/errors';
import { useSessionUser } from '../auth/session-user';
import { useRefusals } from '../forms/refusals';
import { useCardForm } from '../forms/use-card-form';
import {
  type PasswordFormValues,
  passwordFieldNames,
  passwordFields,
  passwordFormSchema,
} from './password-form-schema';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The card's words. */
const card = { title: 'Change password', submitLabel: 'Change password', busyLabel: 'Saving...' };

/**
 * Current, new and repeated password. The server's refusal of a field (a wrong current
 * password) shows on that field until it is edited; success signs out the other sessions.
 */
export function ChangePasswordForm() {
  const email = useSessionUser()?.email ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refusals = useRefusals(passwordFieldNames);
  const change = useMutation(trpc.account.changePassword.mutationOptions());

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: passwordFormSchema,
    send: async ({ currentPassword, newPassword }) => {
      refusals.clear();
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      // The other sessions are gone now.
      void queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
      return { ok: true, text: answer.message };
    },
    failure: messages.unreachable,
    onFields: (error) => refusals.take(serverIssues(error)),
  });

  return (
    <form.AppForm>
      <form.FormCard {...card} outcome={outcome}>
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {passwordFields.map(({ name, ...spec }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.PasswordField {...spec} refused={refusals.on(name)} />}
          </form.AppField>
        ))}
      </form.FormCard>
    </form.AppForm>
  );
}
