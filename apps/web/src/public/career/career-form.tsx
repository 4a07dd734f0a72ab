import { type CareerApplicationInput, careerApplicationSchema, messages } from '@studio/contracts';
import type { FieldSpecs } from '../forms/field-spec';
import { PublicForm } from '../forms/public-form';
import { applicationBody, applicationFailure } from './application-request';
import { useCvField } from './cv-field';

const fields: FieldSpecs<CareerApplicationInput> = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  position: { label: 'Position', autoComplete: 'organization-title' },
  about: { label: 'Tell us about yourself', autoComplete: 'off', rows: 5 },
};

export function CareerForm() {
  const cv = useCvField('career-cv');
  return (
    <PublicForm
      label="Job application form"
      id="career"
      fields={fields}
      schema={careerApplicationSchema}
      submitLabel="Submit Application"
      busyLabel={messages.career.submitting}
      canSend={cv.check}
      send={async (values, guard) => {
        try {
          const response = await fetch('/api/career', {
            method: 'POST',
            body: applicationBody(values, guard, cv.file),
          });
          if (!response.ok) return { ok: false, text: await applicationFailure(response) };
          cv.clear();
          return { ok: true, text: messages.career.success };
        } catch {
          return { ok: false, text: messages.career.network };
        }
      }}
    >
      {cv.control}
    </PublicForm>
  );
}
