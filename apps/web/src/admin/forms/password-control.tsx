import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';

interface PasswordControlProps {
  id: string;
  name: string;
  label: string;
  /** Lets password managers tell a sign-in password from a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A required password field of an admin form, with its own validation message. */
export function PasswordControl({
  id,
  name,
  label,
  autoComplete,
  value,
  error,
  onChange,
  onBlur,
}: PasswordControlProps) {
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy(id, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
