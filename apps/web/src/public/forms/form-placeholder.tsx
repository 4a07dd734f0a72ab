import { formWords } from '@studio/content';
import type { ReactNode } from 'react';
import { useWords } from '../../i18n/page-locale';
import { fieldClass, labelClass } from './field-classes';
import { type FormShape, placeFields } from './field-spec';
import { SubmitButton } from './submit-button';

interface FormPlaceholderProps<Values extends Record<string, string>> extends FormShape<Values> {
  /** Stand-ins for the controls after the text fields (the career CV). */
  children?: ReactNode;
}

/**
 * A public form while its code (TanStack Form, the zod schema) is still loading: the form's own
 * boxes in its grid, so nothing moves when the form takes their place, but disabled, and
 * announced as loading instead of offering fields that cannot be used yet.
 */
export function FormPlaceholder<Values extends Record<string, string>>({
  label,
  id,
  fields,
  submitLabel,
  children,
}: FormPlaceholderProps<Values>) {
  const { loading } = useWords('forms', formWords);
  return (
    <div role="status" aria-label={loading(label)}>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2">
        {placeFields(id, fields).map((spec) => (
          <div
            key={spec.name}
            className={`flex flex-col gap-2 ${spec.wide ? 'sm:col-span-2' : ''}`}
          >
            <span className={labelClass}>{spec.label}</span>
            {spec.rows ? (
              <textarea rows={spec.rows} disabled className={fieldClass} />
            ) : (
              <input type={spec.type ?? 'text'} disabled className={fieldClass} />
            )}
          </div>
        ))}
        {children}
        <div className="flex flex-col items-start gap-4 sm:col-span-2">
          {/* Busy: disabled, with the wait cursor, under the label it will have. */}
          <SubmitButton busy idleLabel={submitLabel} busyLabel={submitLabel} />
          {/* The result line's room (FormStatus), kept so the form does not grow when it comes. */}
          <div className="min-h-6" />
        </div>
      </div>
    </div>
  );
}
