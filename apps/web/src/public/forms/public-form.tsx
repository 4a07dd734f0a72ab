import { revalidateLogic, type StandardSchemaV1, useForm } from '@tanstack/react-form';
import { type ReactNode, useState } from 'react';
import { type FormShape, placeFields, startValues } from './field-spec';
import { type FormResult, FormStatus } from './form-status';
import { type SpamGuardFields, useSpamGuard } from './spam-guard';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface PublicFormProps<Values extends Record<string, string>, Checked>
  extends FormShape<Values> {
  /** Validates the fields (SPEC.md §5); what it accepts is what `send` gets. */
  schema: StandardSchemaV1<Values, Checked>;
  /** The button's label while sending (SPEC.md §4: Sending... / Submitting...). */
  busyLabel: string;
  /** A check beyond the schema's (the career CV's type); false stops the send. */
  canSend?: () => boolean;
  /** Sends the checked values with the spam guard's; resolves to the message to show. */
  send: (values: Checked, guard: SpamGuardFields) => Promise<FormResult>;
  /** Values the form starts with (a message begun by a link); a successful send clears them. */
  initialValues?: Partial<Record<keyof Values, string>>;
  /** Controls after the text fields (the career CV). */
  children?: ReactNode;
}

/**
 * A public visitor form: its text fields in a two-column grid, the spam guard, the submit
 * button and the result message. Validates on the first submit, then as the visitor corrects
 * each field; clears every field after a successful send (SPEC.md §4).
 */
export function PublicForm<Values extends Record<string, string>, Checked>({
  label,
  id,
  fields,
  schema,
  submitLabel,
  busyLabel,
  canSend,
  send,
  initialValues,
  children,
}: PublicFormProps<Values, Checked>) {
  const [result, setResult] = useState<FormResult | null>(null);
  const guard = useSpamGuard(id);
  const form = useForm({
    defaultValues: startValues(fields, initialValues),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      if (canSend && !canSend()) return;
      // The values already passed this schema; validating again yields them typed as sent.
      const checked = await schema['~standard'].validate(value);
      if (checked.issues) return;
      setResult(null);
      const outcome = await send(checked.value, guard.fields());
      if (outcome.ok) formApi.reset(startValues(fields));
      setResult(outcome);
    },
  });

  return (
    <form
      aria-label={label}
      noValidate
      className="relative grid gap-6 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {placeFields(id, fields).map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <div className={spec.wide ? 'sm:col-span-2' : ''}>
              <TextField
                field={spec}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                errors={field.state.meta.errors}
              />
            </div>
          )}
        </form.Field>
      ))}
      {guard.honeypot}
      {children}
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => <SubmitButton busy={busy} idleLabel={submitLabel} busyLabel={busyLabel} />}
        </form.Subscribe>
        <FormStatus result={result} />
      </div>
    </form>
  );
}
