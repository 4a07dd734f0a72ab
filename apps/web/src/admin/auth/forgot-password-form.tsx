import { mailMessages, messages, passwordResetRequestSchema } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverMessage } from '../api/errors';
import { FieldError } from '../forms/field-error';
import { OutcomeMessage } from '../forms/outcome-message';
import { buttonClass, inputClass } from '../ui/styles';
import { emailFields } from './account-mail-fields';

/**
 * The account's e-mail; the answer is the server's, the same whether or not the address has
 * an account, and replaces the form.
 */
export function ForgotPasswordForm({ submitLabel }: { submitLabel: string }) {
  const request = trpc.passwordReset.request.useMutation();
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
          {(field) => {
            const error = firstError(field.state.meta.errors);
            const errorId = `${field.name}-error`;
            return (
              <div>
                <label htmlFor={field.name} className="block text-sm font-medium">
                  {spec.label}
                </label>
                <input
                  id={field.name}
                  name={field.name}
                  type="email"
                  autoComplete="email"
                  required
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`${inputClass} mt-1`}
                />
                <FieldError id={errorId} message={error} />
              </div>
            );
          }}
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
