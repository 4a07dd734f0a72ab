import { type ReactNode, useState } from 'react';
import { checkFields, hasEveryField } from './field-check';
import { type FormShape, placeFields, startValues } from './field-spec';
import { type FormResult, FormStatus } from './form-status';
import { type SpamGuardFields, useSpamGuard } from './spam-guard';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface PublicFormProps<Name extends string> extends FormShape<Record<Name, string>> {
  /** The button's label while sending (SPEC.md §4: Sending... / Submitting...). */
  busyLabel: string;
  /** A check beyond the fields' (the career CV's type); false stops the send. */
  canSend?: () => boolean;
  /** Sends the checked values with the spam guard's; resolves to the message to show. */
  send: (values: Record<Name, string>, guard: SpamGuardFields) => Promise<FormResult>;
  /** Values the form starts with (a message begun by a link); a successful send clears them. */
  initialValues?: Partial<Record<Name, string>>;
  /** Controls after the text fields (the career CV). */
  children?: ReactNode;
}

/**
 * A public visitor form: its text fields in a two-column grid, the spam guard, the submit
 * button and the result message. Checks the fields on the first submit, then as the visitor
 * corrects each one; clears every field after a successful send (SPEC.md §4). Plain React
 * state and the contracts' checks: the page's script stays small (issue 29).
 */
export function PublicForm<Name extends string>({
  label,
  id,
  fields,
  submitLabel,
  busyLabel,
  canSend,
  send,
  initialValues,
  children,
}: PublicFormProps<Name>) {
  const [values, setValues] = useState(() => startValues(fields, initialValues));
  // Problems show once a submit was tried; until a successful send clears the form.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const guard = useSpamGuard(id);
  const problems = tried ? checkFields(fields, values) : {};

  const submit = async () => {
    setTried(true);
    if (busy || Object.keys(checkFields(fields, values)).length > 0) return;
    if (!hasEveryField(fields, values) || (canSend && !canSend())) return;
    setBusy(true);
    setResult(null);
    try {
      const outcome = await send(values, guard.fields());
      if (outcome.ok) {
        setValues(startValues(fields));
        setTried(false);
      }
      setResult(outcome);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      className="relative grid gap-6 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {placeFields(id, fields).map((spec) => (
        <div key={spec.name} className={spec.wide ? 'sm:col-span-2' : ''}>
          <TextField
            field={spec}
            value={values[spec.name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))}
            error={problems[spec.name]}
          />
        </div>
      ))}
      {guard.honeypot}
      {children}
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <SubmitButton busy={busy} idleLabel={submitLabel} busyLabel={busyLabel} />
        <FormStatus result={result} />
      </div>
    </form>
  );
}
