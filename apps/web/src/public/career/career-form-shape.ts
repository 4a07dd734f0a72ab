import type { CareerApplicationInput } from '@studio/contracts';
import type { FormShape } from '../forms/field-spec';

/** The job application form as both the form and its loading placeholder draw it. */
export const careerFormShape: FormShape<CareerApplicationInput> = {
  label: 'Job application form',
  id: 'career',
  submitLabel: 'Submit Application',
  fields: {
    firstName: { label: 'First Name', autoComplete: 'given-name' },
    lastName: { label: 'Last Name', autoComplete: 'family-name' },
    email: { label: 'Email', type: 'email', autoComplete: 'email' },
    phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
    position: { label: 'Position', autoComplete: 'organization-title' },
    about: { label: 'Tell us about yourself', autoComplete: 'off', rows: 5 },
  },
};
