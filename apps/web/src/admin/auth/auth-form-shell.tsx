import type { ReactNode } from 'react';
import { buttonClass } from '../ui/styles';

interface AuthFormShellProps {
  submitLabel: string;
  /** The button's words while the form is being sent. */
  busyLabel: string;
  /** Being sent (or leaving the page): the button says so and takes no second submit. */
  busy: boolean;
  onSubmit: () => void;
  /** The fields, then anything shown above the button (a refusal). */
  children: ReactNode;
}

/**
 * The form of a sign-in page: browser validation off (the form's own checks speak instead),
 * its fields, then the wide gold submit button.
 */
export function AuthFormShell({
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  children,
}: AuthFormShellProps) {
  return (
    <form
      noValidate
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" disabled={busy} className={`${buttonClass.gold} w-full`}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
