import type { LoginInput, loginSchema, registerSchema } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { firstError } from '../../ui/forms/first-error';
import { FieldError } from '../forms/field-error';
import { buttonClass, inputClass } from '../ui/styles';
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
                  type={spec.type}
                  autoComplete={spec.autoComplete}
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
