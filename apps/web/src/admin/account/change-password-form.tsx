import { type ChangePasswordInput, messages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../lib/trpc';
import { serverIssues } from '../api/errors';
import { useSessionUser } from '../auth/session-user';
import { useSchemaForm } from '../forms/form-hook';
import { useRefusals } from '../forms/refusals';
import { type Outcome, refusedOutcome } from '../forms/submit-outcome';
import {
  type PasswordFormValues,
  passwordFieldNames,
  passwordFields,
  passwordFormSchema,
} from './password-form-schema';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and repeated password. The server's refusal of a field (a wrong current
 * password) shows on that field until it is edited; success signs out the other sessions.
 */
export function ChangePasswordForm() {
  const email = useSessionUser()?.email ?? '';
  const utils = trpc.useUtils();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refusals = useRefusals(passwordFieldNames);
  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) => trpcClient.account.changePassword.mutate(input),
  });

  const form = useSchemaForm({
    defaultValues: empty,
    schema: passwordFormSchema,
    onSubmit: async (value, reset) => {
      setOutcome(null);
      refusals.clear();
      try {
        const { currentPassword, newPassword } = value;
        const answer = await change.mutateAsync({ currentPassword, newPassword });
        reset();
        setOutcome({ ok: true, text: answer.message });
        // The other sessions are gone now.
        void utils.account.sessions.invalidate();
      } catch (error) {
        if (!refusals.take(serverIssues(error))) {
          setOutcome(refusedOutcome(error, messages.unreachable));
        }
      }
    },
  });

  return (
    <form.AppForm>
      <form.FormCard
        title="Change password"
        outcome={outcome}
        submitLabel="Change password"
        busyLabel="Saving..."
      >
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
