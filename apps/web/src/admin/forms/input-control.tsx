import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';

export interface InputControlProps {
  id: string;
  name: string;
  label: string;
  required: boolean;
  type?: 'text' | 'email' | 'url' | 'datetime-local';
  placeholder?: string;
  /** "off" where a browser's own suggestions would be wrong (another person's e-mail). */
  autoComplete?: 'off';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One labelled input of an admin form, with its validation message. */
export function InputControl({
  id,
  label,
  required,
  error,
  onChange,
  ...input
}: InputControlProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <input
        id={id}
        {...input}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
