import { formWords } from '@studio/content';
import type { ContactMessageInput } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { FormShape } from '../forms/field-spec';

/** The contact form as both the form and its loading placeholder draw it, in the page's words. */
export function useContactFormShape(): FormShape<ContactMessageInput> {
  const words = useWords('forms', formWords).contact;
  return {
    label: words.label,
    id: 'contact',
    submitLabel: words.submitLabel,
    fields: {
      firstName: { label: words.fields.firstName, autoComplete: 'given-name' },
      lastName: { label: words.fields.lastName, autoComplete: 'family-name' },
      contact: { label: words.fields.contact, type: 'tel', autoComplete: 'tel' },
      email: { label: words.fields.email, type: 'email', autoComplete: 'email' },
      message: { label: words.fields.message, autoComplete: 'off', rows: 5 },
    },
  };
}
