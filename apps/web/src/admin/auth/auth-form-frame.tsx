import type { ReactNode } from 'react';
import { useFormContext } from '../forms/form-context';
import { SubmitButton } from '../forms/submit-button';
import { buttonClass } from '../ui/styles';

interface AuthFormFrameProps {
  submitLabel: string;
  busyLabel: string;
  /** The fields, then anything shown above the button (a refusal). */
  children: ReactNode;
}

/**
 * The form of a sign-in page (form.AuthFormFrame): browser validation off (the schema speaks
 * instead), its fields, then the wide gold submit button.
 */
export function AuthFormFrame({ submitLabel, busyLabel, children }: AuthFormFrameProps) {
  const form = useFormContext();
  return (
    <form
      noValidate
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
      <SubmitButton
        label={submitLabel}
        busyLabel={busyLabel}
        className={`${buttonClass.gold} w-full`}
      />
    </form>
  );
}
