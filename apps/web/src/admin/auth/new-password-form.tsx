import { messages } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { firstError } from '../../ui/forms/first-error';
import { serverIssues, serverMessage } from '../api/errors';
import { OutcomeMessage } from '../forms/outcome-message';
import { buttonClass } from '../ui/styles';
import { newPasswordFields } from './account-mail-fields';
import { AuthInput } from './auth-input';
import { type NewPasswordValues, newPasswordSchema } from './new-password-schema';

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends the password with the link's secret; a refusal is shown above the button. */
  onSubmit: (password: string) => Promise<void>;
}

const empty: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * A new password, typed twice, for a page a mailed link opens (reset, invitation): the rules
 * are the contracts' own; the server's refusal (an expired link) shows above the button.
 */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newPasswordSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined);
      setRefused(undefined);
      try {
        await onSubmit(value.password);
      } catch (error) {
        const onPassword = serverIssues(error).find((issue) => issue.path === 'password');
        if (onPassword) setRefused(onPassword.message);
        else setFailure(serverMessage(error) ?? messages.unreachable);
      }
    },
  });

  return (
    <form
      noValidate
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {newPasswordFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <AuthInput
              name={field.name}
              label={spec.label}
              type="password"
              autoComplete="new-password"
              value={field.state.value}
              error={
                firstError(field.state.meta.errors) ??
                (spec.name === 'password' ? refused : undefined)
              }
              onChange={(value) => {
                if (spec.name === 'password') setRefused(undefined);
                field.handleChange(value);
              }}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      ))}
      <OutcomeMessage outcome={failure ? { ok: false, text: failure } : null} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" disabled={submitting} className={`${buttonClass.gold} w-full`}>
            {submitting ? busyLabel : submitLabel}
          </button>
        )}
      </form.Subscribe>
    </form>
  );
}
