import type { LoginInput, loginSchema, registerSchema } from '@studio/contracts';
import type { ReactNode } from 'react';
import { useSchemaForm } from '../forms/form-hook';
import { authFields } from './auth-page';

interface AuthFormProps {
  submitLabel: string;
  busyLabel: string;
  schema: typeof loginSchema | typeof registerSchema;
  onSubmit: (values: LoginInput) => Promise<void>;
  /** More controls, under e-mail and password (the register page's setup token). */
  extra?: ReactNode;
  /** The e-mail typed before (back from the sign-in's code step). */
  email?: string;
}

/** E-mail and password, validated by the contracts' schema (SPEC.md §5). */
export function AuthForm({
  submitLabel,
  busyLabel,
  schema,
  onSubmit,
  extra,
  email = '',
}: AuthFormProps) {
  const form = useSchemaForm({ defaultValues: { email, password: '' }, schema, onSubmit });
  return (
    <form.AppForm>
      <form.AuthFormFrame submitLabel={submitLabel} busyLabel={busyLabel}>
        {authFields.map(({ name, ...spec }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.AuthField {...spec} />}
          </form.AppField>
        ))}
        {extra}
      </form.AuthFormFrame>
    </form.AppForm>
  );
}
