import { careerApplicationSchema, messages } from '@studio/contracts';
import { PublicForm } from '../forms/public-form';
import { applicationBody, applicationFailure } from './application-request';
import { careerFormShape } from './career-form-shape';
import { useCvField } from './cv-field';

export function CareerForm() {
  const cv = useCvField('career-cv');
  return (
    <PublicForm
      {...careerFormShape}
      schema={careerApplicationSchema}
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
