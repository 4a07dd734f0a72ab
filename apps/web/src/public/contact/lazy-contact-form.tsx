import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';
import { FormPlaceholder } from '../forms/form-placeholder';
import type { ContactFormProps } from './contact-form';
import { useContactFormShape } from './contact-form-shape';

// Requested once the page has painted: the page shows without waiting for the form's code.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/**
 * The contact form, its code fetched once the page has painted; a placeholder of its size
 * meanwhile.
 */
export function LazyContactForm(props: ContactFormProps) {
  const painted = useAfterPaint();
  const placeholder = <FormPlaceholder {...useContactFormShape()} />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactForm {...props} />
    </Suspense>
  );
}
