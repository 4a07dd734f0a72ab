import { messages } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useSessionUser } from '../auth/session-user';
import { passkeysQuery } from '../passkeys/passkeys-query';
import { useAccountForm } from './account-form';
import { apiTokenCountQuery, invitationCountQuery } from './account-queries';
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
  removePasskeys: false,
  revokeInvitations: false,
};

/** The card's words. */
const card = { title: 'Change password', submitLabel: 'Change password', busyLabel: 'Saving...' };

/**
 * Current, new and repeated password, and whether to end too what someone who held the
 * account may have left to get back in: its API tokens, its passkeys, the invitations it sent
 * (each offered while there are some). The server's refusal of a field (a wrong current
 * password) shows on that field until it is edited; success signs out the other sessions.
 */
export function ChangePasswordForm() {
  const email = useSessionUser()?.email ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const tokenCount = useQuery(apiTokenCountQuery(trpc)).data ?? 0;
  const passkeyCount = useQuery(passkeysQuery(trpc)).data?.length ?? 0;
  const invitationCount = useQuery(invitationCountQuery(trpc)).data ?? 0;
  const choices = [
    {
      name: 'revokeApiTokens',
      count: tokenCount,
      label: messages.account.revokeTokensLabel,
      hint: messages.account.revokeTokensHint,
    },
    {
      name: 'removePasskeys',
      count: passkeyCount,
      label: messages.account.removePasskeysLabel,
      hint: messages.account.removePasskeysHint,
    },
    {
      name: 'revokeInvitations',
      count: invitationCount,
      label: messages.account.revokeInvitationsLabel,
      hint: messages.account.revokeInvitationsHint,
    },
  ] as const;

  const { form, outcome, refusals } = useAccountForm({
    defaultValues: empty,
    schema: passwordFormSchema,
    refusable: passwordFieldNames,
    // The repeated password is the form's own check, never sent.
    send: async ({ confirmPassword: _repeated, ...input }) => {
      const answer = await change.mutateAsync(input);
      // The other sessions are gone now, and what else was asked.
      void queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
      if (input.revokeApiTokens) {
        void queryClient.invalidateQueries(trpc.account.apiTokenCount.queryFilter());
        void queryClient.invalidateQueries(trpc.apiTokens.list.queryFilter());
      }
      if (input.removePasskeys) {
        void queryClient.invalidateQueries(trpc.passkeys.list.queryFilter());
      }
      if (input.revokeInvitations) {
        void queryClient.invalidateQueries(trpc.account.invitationCount.queryFilter());
        void queryClient.invalidateQueries(trpc.invitations.list.queryFilter());
      }
      return { ok: true, text: answer.message };
    },
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
        {choices.map(({ name, count, label, hint }) =>
          count > 0 ? (
            <form.AppField key={name} name={name}>
              {(field) => <field.CheckboxField label={label(count)} hint={hint} />}
            </form.AppField>
          ) : null,
        )}
      </form.FormCard>
    </form.AppForm>
  );
}
