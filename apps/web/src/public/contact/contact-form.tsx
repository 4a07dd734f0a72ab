import { messages } from '@studio/contracts';
import { useFormLocale, useWords } from '../../i18n/page-locale';
import { sendContact } from '../data/public-api';
import { PublicForm } from '../forms/public-form';
import { labelsOf, useLocalizeMessage } from '../forms/use-localize-message';
import { contactFailure } from './contact-failure';
import { useContactFormShape } from './contact-form-shape';

export interface ContactFormProps {
  /** Starts the message field (an equipment card's enquiry). */
  message?: string;
}

export function ContactForm({ message }: ContactFormProps) {
  const words = useWords('contact', messages.contact);
  const locale = useFormLocale();
  const shape = useContactFormShape();
  const localize = useLocalizeMessage(labelsOf(shape.fields));
  return (
    <PublicForm
      {...shape}
      busyLabel={words.submitting}
      initialValues={message ? { message } : undefined}
      send={async (values, guard) => {
        try {
          await sendContact({ ...values, ...guard, locale });
          return { ok: true, text: words.success };
        } catch (error) {
          return { ok: false, text: contactFailure(error, words, localize) };
        }
      }}
    />
  );
}
