import { checkAccountEmail, mailMessages, messages } from '@studio/contracts';
import { useState } from 'react';
import { emailFields } from '../admin/auth/account-mail-fields';
import { AuthFormShell } from '../admin/auth/auth-form-shell';
import { AuthInput } from '../admin/auth/auth-input';
import { useCheckedForm } from '../admin/auth/use-checked-form';
import { OutcomeMessage } from '../admin/forms/outcome-message';
import { serverMessage } from '../lib/server-errors';
import { requestReset } from './sign-in-api';

/** The contracts' check of the account's e-mail, as the server's schema has it. */
const checks = { email: checkAccountEmail };

/**
 * The account's e-mail; the answer is the server's, the same whether or not the address has
 * an account, and replaces the form.
 */
export function ForgotPasswordForm({ submitLabel }: { submitLabel: string }) {
  const form = useCheckedForm(checks, { email: '' });
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  if (sent) {
    return (
      <p role="status" className="mt-6 text-sm text-slate-700">
        {sent}
      </p>
    );
  }
  return (
    <AuthFormShell
      submitLabel={submitLabel}
      busyLabel={mailMessages.passwordReset.requestBusy}
      busy={form.busy}
      onSubmit={() =>
        void form.submit(async (values) => {
          setFailure(null);
          try {
            setSent((await requestReset(values)).message);
          } catch (error) {
            // Too many requests, mail not set up: the server's own words.
            setFailure(serverMessage(error) ?? messages.unreachable);
          }
        })
      }
    >
      {emailFields.map(({ name, label, type }) => (
        <AuthInput
          key={name}
          name={name}
          label={label}
          type={type}
          autoComplete="email"
          value={form.values[name]}
          onChange={(value) => form.change(name, value)}
          error={form.error(name)}
        />
      ))}
      <OutcomeMessage outcome={failure === null ? null : { ok: false, text: failure }} />
    </AuthFormShell>
  );
}
