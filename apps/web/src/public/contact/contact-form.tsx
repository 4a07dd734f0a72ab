import { type ContactMessageInput, contactMessageSchema, messages } from '@studio/contracts';
import { trpc } from '../../lib/trpc';
import type { FieldSpecs } from '../forms/field-spec';
import { PublicForm } from '../forms/public-form';
import { contactFailure } from './contact-failure';

const fields: FieldSpecs<ContactMessageInput> = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  contact: { label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  message: { label: 'Message', autoComplete: 'off', rows: 5 },
};

/** `message` starts the message field (an equipment card's enquiry). */
export function ContactForm({ message }: { message?: string }) {
  const create = trpc.contact.create.useMutation();
  return (
    <PublicForm
      label="Contact form"
      id="contact"
      fields={fields}
      schema={contactMessageSchema}
      submitLabel="Send Message"
      busyLabel={messages.contact.submitting}
      initialValues={message ? { message } : undefined}
      send={async (values, guard) => {
        try {
          await create.mutateAsync({ ...values, ...guard });
          return { ok: true, text: messages.contact.success };
        } catch (error) {
          return { ok: false, text: contactFailure(error) };
        }
      }}
    />
  );
}
