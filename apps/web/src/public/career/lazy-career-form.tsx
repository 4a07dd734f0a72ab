import { lazy, Suspense } from 'react';
import { FormPlaceholder } from '../forms/form-placeholder';
import { careerFormShape } from './career-form-shape';
import { CvFieldPlaceholder } from './cv-field-placeholder';

// Requested on the page's first render: the page shows without waiting for the form's code.
const CareerForm = lazy(() =>
  import('./career-form').then((module) => ({ default: module.CareerForm })),
);

/**
 * The job application form, its code fetched beside the page's; a placeholder of its size
 * meanwhile.
 */
export function LazyCareerForm() {
  return (
    <Suspense
      fallback={
        <FormPlaceholder {...careerFormShape}>
          <CvFieldPlaceholder />
        </FormPlaceholder>
      }
    >
      <CareerForm />
    </Suspense>
  );
}
