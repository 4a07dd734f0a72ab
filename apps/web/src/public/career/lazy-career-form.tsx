import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';
import { FormPlaceholder } from '../forms/form-placeholder';
import { useCareerFormShape } from './career-form-shape';
import { CvFieldPlaceholder } from './cv-field-placeholder';

// Requested once the page has painted: the page shows without waiting for the form's code.
const CareerForm = lazy(() =>
  import('./career-form').then((module) => ({ default: module.CareerForm })),
);

/**
 * The job application form, its code fetched once the page has painted; a placeholder of its
 * size meanwhile.
 */
export function LazyCareerForm() {
  const painted = useAfterPaint();
  const placeholder = (
    <FormPlaceholder {...useCareerFormShape()}>
      <CvFieldPlaceholder />
    </FormPlaceholder>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CareerForm />
    </Suspense>
  );
}
