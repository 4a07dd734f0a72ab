import { messages } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { serverIssues } from '../api/errors';
import { useSessionUser } from '../auth/session-user';
import { useRefusals } from '../forms/refusals';
import { useCardForm } from '../forms/use-card-form';
import { apiTokenCountQuery } from './account-queries';
import {
  type PasswordFormValues,
  passwordFieldNames,
  passwordFields,
  passwordFormSchema,
} from './password-form-schema';

const empty: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeApiTokens: false,
};

/** The card's words. */
const card = { title: 'Change password', submitLabel: 'Change password', busyLabel: 'Saving...' };

/**
 * Current, new and repeated password, and (while the account has API tokens) whether to
 * revoke them too. The server's refusal of a field (a wrong current password) shows on that
 * field until it is edited; success signs out the other sessions.
 */
export function ChangePasswordForm() {
  const email = useSessionUser()?.email ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refusals = useRefusals(passwordFieldNames);
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const tokenCount = useQuery(apiTokenCountQuery(trpc)).data ?? 0;

  const { form, outcome } = useCardForm({
    defaultValues: empty,
    schema: passwordFormSchema,
    send: async ({ currentPassword, newPassword, revokeApiTokens }) => {
      refusals.clear();
      const answer = await change.mutateAsync({ currentPassword, newPassword, revokeApiTokens });
      // The other sessions are gone now, and the tokens too when asked.
      void queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
      if (revokeApiTokens) {
        void queryClient.invalidateQueries(trpc.account.apiTokenCount.queryFilter());
        void queryClient.invalidateQueries(trpc.apiTokens.list.queryFilter());
      }
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
        {tokenCount > 0 ? (
          <form.AppField name="revokeApiTokens">
            {(field) => (
              <field.CheckboxField
                label={messages.account.revokeTokensLabel(tokenCount)}
                hint={messages.account.revokeTokensHint}
              />
            )}
          </form.AppField>
        ) : null}
      </form.FormCard>
    </form.AppForm>
  );
}
