import { lazy, Suspense } from 'react';
import { FormPlaceholder } from '../forms/form-placeholder';
import type { ContactFormProps } from './contact-form';
import { contactFormShape } from './contact-form-shape';

// Requested on the page's first render: the page shows without waiting for the form's code.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/** The contact form, its code fetched beside the page's; a placeholder of its size meanwhile. */
export function LazyContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={<FormPlaceholder {...contactFormShape} />}>
      <ContactForm {...props} />
    </Suspense>
  );
}
