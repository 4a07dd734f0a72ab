import { mailMessages, messages, passwordResetRequestSchema } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { OutcomeMessage } from '../forms/outcome-message';
import { buttonClass } from '../ui/styles';
import { emailFields } from './account-mail-fields';
import { AuthInput } from './auth-input';

/**
 * The account's e-mail; the answer is the server's, the same whether or not the address has
 * an account, and replaces the form.
 */
export function ForgotPasswordForm({ submitLabel }: { submitLabel: string }) {
  const request = useMutation(useTRPC().passwordReset.request.mutationOptions());
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: passwordResetRequestSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined);
      try {
        setSent((await request.mutateAsync(value)).message);
      } catch (error) {
        // Too many requests, mail not set up: the server's own words.
        setFailure(serverMessage(error) ?? messages.unreachable);
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
    <form
      noValidate
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {emailFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <AuthInput
              name={field.name}
              label={spec.label}
              type="email"
              autoComplete="email"
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      ))}
      <OutcomeMessage outcome={failure ? { ok: false, text: failure } : null} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" disabled={submitting} className={`${buttonClass.gold} w-full`}>
            {submitting ? mailMessages.passwordReset.requestBusy : submitLabel}
          </button>
        )}
      </form.Subscribe>
    </form>
  );
}
