import { useFormContext } from './form-context';

interface SubmitButtonProps {
  label: string;
  /** Shown while the form is being sent. */
  busyLabel: string;
  className: string;
  /** Set while the page is about to leave: no second submit meanwhile. */
  locked?: boolean;
}

/** The form's submit button, worded and disabled while the form is being sent. */
export function SubmitButton({ label, busyLabel, className, locked = false }: SubmitButtonProps) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <button type="submit" disabled={submitting || locked} className={className}>
          {submitting ? busyLabel : label}
        </button>
      )}
    </form.Subscribe>
  );
}
