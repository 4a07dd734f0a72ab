import type { ChangeEvent } from 'react';
import { fieldClass, labelClass } from './field-classes';
import type { PlacedField } from './field-spec';
import { useLocalizeMessage } from './use-localize-message';

interface TextFieldProps {
  field: PlacedField;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem (the contracts' English message), shown in the page's words. */
  error: string | undefined;
}

/** A labelled, required input or text area with its validation message. */
export function TextField({ field, value, onChange, error: message }: TextFieldProps) {
  const errorId = `${field.id}-error`;
  const shared = {
    id: field.id,
    name: field.name,
    value,
    required: true,
    autoComplete: field.autoComplete,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    className: fieldClass,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={field.id} className={labelClass}>
        {field.label}
      </label>
      {field.rows ? (
        <textarea rows={field.rows} {...shared} />
      ) : (
        <input type={field.type ?? 'text'} {...shared} />
      )}
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}

/**
 * A field's validation message (the contracts' English one) in the page's words, referenced by
 * the field's aria-describedby.
 */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  const localize = useLocalizeMessage();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-300">
      {localize(message)}
    </p>
  );
}
