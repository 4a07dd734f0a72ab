import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';

interface InputControlProps {
  id: string;
  name: string;
  label: string;
  required: boolean;
  type?: 'text' | 'url' | 'datetime-local';
  placeholder?: string;
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
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
