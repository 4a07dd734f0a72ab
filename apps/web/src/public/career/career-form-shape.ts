import { formWords } from '@studio/content';
import type { CareerApplicationInput } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { FormShape } from '../forms/field-spec';

/** The job application form as both the form and its placeholder draw it, in the page's words. */
export function useCareerFormShape(): FormShape<CareerApplicationInput> {
  const words = useWords('forms', formWords).career;
  return {
    label: words.label,
    id: 'career',
    submitLabel: words.submitLabel,
    fields: {
      firstName: { label: words.fields.firstName, autoComplete: 'given-name' },
      lastName: { label: words.fields.lastName, autoComplete: 'family-name' },
      email: { label: words.fields.email, type: 'email', autoComplete: 'email' },
      phone: { label: words.fields.phone, type: 'tel', autoComplete: 'tel' },
      position: { label: words.fields.position, autoComplete: 'organization-title' },
      about: { label: words.fields.about, autoComplete: 'off', rows: 5 },
    },
  };
}
