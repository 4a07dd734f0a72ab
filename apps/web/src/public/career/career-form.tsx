import { messages } from '@studio/contracts';
import { useFormLocale, useWords } from '../../i18n/page-locale';
import { PublicForm } from '../forms/public-form';
import { labelsOf, useLocalizeMessage } from '../forms/use-localize-message';
import { applicationBody, applicationFailure } from './application-request';
import { useCareerFormShape } from './career-form-shape';
import { useCvField } from './cv-field';

export function CareerForm() {
  const cv = useCvField('career-cv');
  const words = useWords('career', messages.career);
  const locale = useFormLocale();
  const shape = useCareerFormShape();
  const localize = useLocalizeMessage(labelsOf(shape.fields));
  return (
    <PublicForm
      {...shape}
      busyLabel={words.submitting}
      canSend={cv.check}
      send={async (values, guard) => {
        try {
          const response = await fetch('/api/career', {
            method: 'POST',
            body: applicationBody(values, guard, cv.file, locale),
          });
          if (!response.ok)
            return { ok: false, text: await applicationFailure(response, words, localize) };
          cv.clear();
          return { ok: true, text: words.success };
        } catch {
          return { ok: false, text: words.network };
        }
      }}
    >
      {cv.control}
    </PublicForm>
  );
}
