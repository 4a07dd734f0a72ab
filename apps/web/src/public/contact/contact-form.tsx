import { type ContactMessageInput, contactMessageSchema, messages } from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { type FormResult, FormStatus } from '../forms/form-status';
import { useSpamGuard } from '../forms/spam-guard';
import { SubmitButton } from '../forms/submit-button';
import { TextField } from '../forms/text-field';

const empty: ContactMessageInput = {
  firstName: '',
  lastName: '',
  contact: '',
  email: '',
  message: '',
};

type FieldName = keyof ContactMessageInput;

const fields: {
  name: FieldName;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  rows?: number;
}[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'contact', label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', autoComplete: 'off', rows: 5 },
];

/** A server's answer carries its message; anything else means the server was not reached. */
function failureText(error: unknown): string {
  if (error instanceof TRPCClientError && error.shape) {
    return error.message || messages.contact.failure;
  }
  return messages.contact.network;
}

export function ContactForm() {
  const [result, setResult] = useState<FormResult | null>(null);
  const send = trpc.contact.create.useMutation();
  const guard = useSpamGuard('contact');
  const form = useForm({
    defaultValues: empty,
    // Validate on the first submit, then as the visitor corrects each field.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: contactMessageSchema },
    onSubmit: async ({ value, formApi }) => {
      setResult(null);
      try {
        await send.mutateAsync({ ...value, ...guard.fields() });
        formApi.reset();
        setResult({ ok: true, text: messages.contact.success });
      } catch (error) {
        setResult({ ok: false, text: failureText(error) });
      }
    },
  });

  return (
    <form
      aria-label="Contact form"
      noValidate
      className="relative grid gap-6 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {fields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <div className={spec.rows ? 'sm:col-span-2' : ''}>
              <TextField
                id={`contact-${spec.name}`}
                name={field.name}
                label={spec.label}
                type={spec.type}
                rows={spec.rows}
                autoComplete={spec.autoComplete}
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
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <SubmitButton
              busy={busy}
              idleLabel="Send Message"
              busyLabel={messages.contact.submitting}
            />
          )}
        </form.Subscribe>
        <FormStatus result={result} />
      </div>
    </form>
  );
}
