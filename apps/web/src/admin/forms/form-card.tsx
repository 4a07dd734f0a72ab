import { type ReactNode, useId } from 'react';
import { buttonClass, cardClass } from '../ui/styles';
import { useFormContext } from './form-context';
import { OutcomeMessage } from './outcome-message';
import { SubmitButton } from './submit-button';
import type { Outcome } from './submit-outcome';

interface FormCardProps {
  /** The heading, which also names the form to assistive technology. */
  title: string;
  /** Classes on top of the card's own, e.g. a maximum width. */
  className?: string;
  /** What became of the last submit, shown above the button. */
  outcome: Outcome;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A titled form of the admin pages on a card (form.FormCard), so the account, users, tokens
 * and webhooks pages look and behave alike: browser validation off (the schema speaks
 * instead), outcome, then the submit button.
 */
export function FormCard({
  title,
  className,
  outcome,
  submitLabel,
  busyLabel,
  children,
}: FormCardProps) {
  const form = useFormContext();
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={[cardClass, className, 'space-y-5 p-6'].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <OutcomeMessage outcome={outcome} />
      <SubmitButton label={submitLabel} busyLabel={busyLabel} className={buttonClass.primary} />
    </form>
  );
}
