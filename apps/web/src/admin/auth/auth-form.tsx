import type { LoginInput, loginSchema, registerSchema } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { firstError } from '../../ui/forms/first-error';
import { FieldError } from '../forms/field-error';
import { buttonClass, inputClass } from '../ui/styles';

interface AuthFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  schema: typeof loginSchema | typeof registerSchema;
  onSubmit: (values: LoginInput) => Promise<void>;
  footer: ReactNode;
  /** More controls, under e-mail and password (the register page's setup token). */
  extra?: ReactNode;
}

const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** E-mail and password, validated by the contracts' schema (SPEC.md §5). */
export function AuthForm({
  title,
  submitLabel,
  busyLabel,
  schema,
  onSubmit,
  footer,
  extra,
}: AuthFormProps) {
  const form = useForm({
    defaultValues: { email: '', password: '' },
    // First checked on submit, then again on every change, so a fixed field clears at once.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-slate-900 shadow-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-deep">Studio</p>
        <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
        <form
          noValidate
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {fields.map((spec) => (
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
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </main>
  );
}
