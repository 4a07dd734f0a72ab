import { mailMessages } from '@studio/contracts';
import { useState } from 'react';
import { NewPasswordForm } from '../admin/auth/new-password-form';
import { completeReset } from './sign-in-api';

/** The new password through the link's secret; the page's footer leads back to sign in. */
export function ResetPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const [done, setDone] = useState<string>();

  if (done) {
    return (
      <p role="status" className="mt-6 text-sm text-slate-700">
        {done}
      </p>
    );
  }
  return (
    <NewPasswordForm
      submitLabel={submitLabel}
      busyLabel={mailMessages.passwordReset.chooseBusy}
      onSubmit={async (password) => setDone((await completeReset({ token, password })).message)}
    />
  );
}
