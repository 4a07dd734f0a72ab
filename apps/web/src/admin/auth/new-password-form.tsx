import { checkNewPassword, messages } from '@studio/contracts';
import { useState } from 'react';
import { serverIssues, serverMessage } from '../../lib/server-errors';
import { OutcomeMessage } from '../forms/outcome-message';
import { newPasswordFields } from './account-mail-fields';
import { AuthFormShell } from './auth-form-shell';
import { AuthInput } from './auth-input';
import { type Check, useCheckedForm } from './use-checked-form';

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends the password with the link's secret; a refusal is shown above the button. */
  onSubmit: (password: string) => Promise<void>;
}

type Name = (typeof newPasswordFields)[number]['name'];

/** The contract's password rules, and the repeated password, which must match (never sent). */
const checks: Record<Name, Check<Name>> = {
  password: checkNewPassword,
  confirmPassword: (value, { password }) =>
    value === password ? undefined : messages.account.confirmMismatch,
};

const empty: Record<Name, string> = { password: '', confirmPassword: '' };

/**
 * A new password, typed twice, for a page a mailed link opens (reset, invitation): the rules
 * are the contracts' own; the server's refusal of the password shows on it, any other (an
 * expired link) above the button.
 */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm(checks, empty);
  return (
    <AuthFormShell
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={form.busy}
      onSubmit={() =>
        void form.submit(async ({ password }) => {
          setFailure(null);
          try {
            await onSubmit(password);
          } catch (error) {
            // The server checks the password only: the repeated one never leaves the page.
            const refusal = serverIssues(error).find((issue) => issue.path === 'password');
            if (refusal) form.refuse('password', refusal.message);
            else setFailure(serverMessage(error) ?? messages.unreachable);
          }
        })
      }
    >
      {newPasswordFields.map(({ name, label, type }) => (
        <AuthInput
          key={name}
          name={name}
          label={label}
          type={type}
          autoComplete="new-password"
          value={form.values[name]}
          onChange={(value) => form.change(name, value)}
          error={form.error(name)}
        />
      ))}
      <OutcomeMessage outcome={failure === null ? null : { ok: false, text: failure }} />
    </AuthFormShell>
  );
}
