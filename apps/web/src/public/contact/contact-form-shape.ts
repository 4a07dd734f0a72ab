import type { ContactMessageInput } from '@studio/contracts';
import type { FormShape } from '../forms/field-spec';

/** The contact form as both the form and its loading placeholder draw it. */
export const contactFormShape: FormShape<ContactMessageInput> = {
  label: 'Contact form',
  id: 'contact',
  submitLabel: 'Send Message',
  fields: {
    firstName: { label: 'First Name', autoComplete: 'given-name' },
    lastName: { label: 'Last Name', autoComplete: 'family-name' },
    contact: { label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
    email: { label: 'Email', type: 'email', autoComplete: 'email' },
    message: { label: 'Message', autoComplete: 'off', rows: 5 },
  },
};
