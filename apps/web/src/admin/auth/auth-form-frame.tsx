import type { ReactNode } from 'react';
import { useFormContext } from '../forms/form-context';
import { AuthFormShell } from './auth-form-shell';

interface AuthFormFrameProps {
  submitLabel: string;
  busyLabel: string;
  /** The fields, then anything shown above the button (a refusal). */
  children: ReactNode;
}

/** The registration form's frame (form.AuthFormFrame): the sign-in pages' form, bound to TanStack Form. */
export function AuthFormFrame({ submitLabel, busyLabel, children }: AuthFormFrameProps) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <AuthFormShell
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={submitting}
          onSubmit={() => void form.handleSubmit()}
        >
          {children}
        </AuthFormShell>
      )}
    </form.Subscribe>
  );
}
