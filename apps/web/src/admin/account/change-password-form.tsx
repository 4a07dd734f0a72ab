import { messages } from '@studio/contracts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { firstError } from '../../ui/forms/first-error';
import { serverIssues, serverMessage } from '../api/errors';
import { useSessionUser } from '../auth/session-user';
import { FormCard } from '../forms/form-card';
import { PasswordControl } from '../forms/password-control';
import type { Outcome } from '../forms/submit-outcome';
import {
  type PasswordFieldName,
  type PasswordFormValues,
  passwordFieldOf,
  passwordFields,
  passwordFormSchema,
} from './password-form-schema';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and repeated password. The server's refusal of a field (a wrong current
 * password) shows on that field until it is edited; success signs out the other sessions.
 */
export function ChangePasswordForm() {
  const formId = useId();
  const email = useSessionUser()?.email ?? '';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refused, setRefused] = useState<Partial<Record<PasswordFieldName, string>>>({});
  const change = useMutation(trpc.account.changePassword.mutationOptions());

  const form = useForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: passwordFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      setRefused({});
      try {
        const { currentPassword, newPassword } = value;
        const answer = await change.mutateAsync({ currentPassword, newPassword });
        formApi.reset();
        setOutcome({ ok: true, text: answer.message });
        // The other sessions are gone now.
        void queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
      } catch (error) {
        const onFields: Partial<Record<PasswordFieldName, string>> = {};
        for (const issue of serverIssues(error)) {
          const name = passwordFieldOf(issue.path);
          if (name) onFields[name] ??= issue.message;
        }
        if (Object.keys(onFields).length > 0) setRefused(onFields);
        else setOutcome({ ok: false, text: serverMessage(error) ?? messages.unreachable });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <FormCard
      title="Change password"
      onSubmit={() => form.handleSubmit()}
      outcome={outcome}
      submitting={submitting}
      submitLabel="Change password"
      busyLabel="Saving..."
    >
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {passwordFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <PasswordControl
              id={`${formId}-${spec.name}`}
              name={spec.name}
              label={spec.label}
              autoComplete={spec.autoComplete}
              value={field.state.value}
              error={firstError(field.state.meta.errors) ?? refused[spec.name]}
              onChange={(value) => {
                setRefused(({ [spec.name]: _edited, ...others }) => others);
                field.handleChange(value);
              }}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      ))}
    </FormCard>
  );
}
