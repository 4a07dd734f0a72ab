import { mailMessages } from '@studio/contracts';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { NewPasswordForm } from './new-password-form';

/** The new password through the link's secret; the page's footer leads back to sign in. */
export function ResetPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const complete = trpc.passwordReset.complete.useMutation();
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
      onSubmit={async (password) => {
        const answer = await complete.mutateAsync({ token, password });
        setDone(answer.message);
      }}
    />
  );
}
