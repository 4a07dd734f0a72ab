import { type ReactNode, useId } from 'react';
import { buttonClass, cardClass } from '../ui/styles';
import { OutcomeMessage } from './outcome-message';
import type { Outcome } from './submit-outcome';

interface FormCardProps {
  /** The heading, which also names the form to assistive technology. */
  title: string;
  /** Classes on top of the card's own, e.g. a maximum width. */
  className?: string;
  onSubmit: () => Promise<void>;
  /** What became of the last submit, shown above the button. */
  outcome: Outcome;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A titled form of the admin pages on a card, so the account and users pages look and behave
 * alike: browser validation off (the schema speaks instead), outcome, then the submit button.
 */
export function FormCard({
  title,
  className,
  onSubmit,
  outcome,
  submitting,
  submitLabel,
  busyLabel,
  children,
}: FormCardProps) {
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={[cardClass, className, 'space-y-5 p-6'].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <OutcomeMessage outcome={outcome} />
      <button type="submit" disabled={submitting} className={buttonClass.primary}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
