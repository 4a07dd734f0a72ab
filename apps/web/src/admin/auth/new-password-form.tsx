import { messages } from '@studio/contracts';
import { useState } from 'react';
import { serverIssues } from '../api/errors';
import { useSchemaForm } from '../forms/form-hook';
import { OutcomeMessage } from '../forms/outcome-message';
import { useRefusals } from '../forms/refusals';
import { type Outcome, refusedOutcome } from '../forms/submit-outcome';
import { newPasswordFields } from './account-mail-fields';
import { type NewPasswordValues, newPasswordSchema } from './new-password-schema';

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Sends the password with the link's secret; a refusal is shown above the button. */
  onSubmit: (password: string) => Promise<void>;
}

const empty: NewPasswordValues = { password: '', confirmPassword: '' };
// The server checks the password only: the repeated one never leaves the page.
const refusable = ['password'];

/**
 * A new password, typed twice, for a page a mailed link opens (reset, invitation): the rules
 * are the contracts' own; the server's refusal (an expired link) shows above the button.
 */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<Outcome>(null);
  const refusals = useRefusals(refusable);
  const form = useSchemaForm({
    defaultValues: empty,
    schema: newPasswordSchema,
    onSubmit: async (value) => {
      setFailure(null);
      refusals.clear();
      try {
        await onSubmit(value.password);
      } catch (error) {
        if (!refusals.take(serverIssues(error))) {
          setFailure(refusedOutcome(error, messages.unreachable));
        }
      }
    },
  });

  return (
    <form.AppForm>
      <form.AuthFormFrame submitLabel={submitLabel} busyLabel={busyLabel}>
        {newPasswordFields.map(({ name, ...spec }) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.AuthField {...spec} autoComplete="new-password" refused={refusals.on(name)} />
            )}
          </form.AppField>
        ))}
        <OutcomeMessage outcome={failure} />
      </form.AuthFormFrame>
    </form.AppForm>
  );
}
