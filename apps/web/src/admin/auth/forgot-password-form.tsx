import { mailMessages, messages, passwordResetRequestSchema } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../forms/form-hook';
import { OutcomeMessage } from '../forms/outcome-message';
import { type Outcome, refusedOutcome } from '../forms/submit-outcome';
import { emailFields } from './account-mail-fields';

/**
 * The account's e-mail; the answer is the server's, the same whether or not the address has
 * an account, and replaces the form.
 */
export function ForgotPasswordForm({ submitLabel }: { submitLabel: string }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.passwordReset.request.mutationOptions());
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<Outcome>(null);
  const form = useSchemaForm({
    defaultValues: { email: '' },
    schema: passwordResetRequestSchema,
    onSubmit: async (value) => {
      setFailure(null);
      try {
        setSent((await request.mutateAsync(value)).message);
      } catch (error) {
        // Too many requests, mail not set up: the server's own words.
        setFailure(refusedOutcome(error, messages.unreachable));
      }
    },
  });

  if (sent) {
    return (
      <p role="status" className="mt-6 text-sm text-slate-700">
        {sent}
      </p>
    );
  }
  return (
    <form.AppForm>
      <form.AuthFormFrame
        submitLabel={submitLabel}
        busyLabel={mailMessages.passwordReset.requestBusy}
      >
        {emailFields.map(({ name, ...spec }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.AuthField {...spec} autoComplete="email" />}
          </form.AppField>
        ))}
        <OutcomeMessage outcome={failure} />
      </form.AuthFormFrame>
    </form.AppForm>
  );
}
