import type { LoginInput, loginSchema, registerSchema } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { firstError } from '../../ui/forms/first-error';
import { buttonClass } from '../ui/styles';
import { AuthInput } from './auth-input';
import { authFields } from './auth-page';

interface AuthFormProps {
  submitLabel: string;
  busyLabel: string;
  schema: typeof loginSchema | typeof registerSchema;
  onSubmit: (values: LoginInput) => Promise<void>;
  /** More controls, under e-mail and password (the register page's setup token). */
  extra?: ReactNode;
}

/** E-mail and password, validated by the contracts' schema (SPEC.md §5). */
export function AuthForm({ submitLabel, busyLabel, schema, onSubmit, extra }: AuthFormProps) {
  const form = useForm({
    defaultValues: { email: '', password: '' },
    // First checked on submit, then again on every change, so a fixed field clears at once.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
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
      {authFields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <AuthInput
              name={field.name}
              label={spec.label}
              type={spec.type}
              autoComplete={spec.autoComplete}
              value={field.state.value}
              error={firstError(field.state.meta.errors)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      ))}
      {extra}
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
