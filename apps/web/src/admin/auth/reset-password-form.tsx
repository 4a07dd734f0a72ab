import { mailMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { NewPasswordForm } from './new-password-form';

/** The new password through the link's secret; the page's footer leads back to sign in. */
export function ResetPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const complete = useMutation(useTRPC().passwordReset.complete.mutationOptions());
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
