import { useId } from 'react';
import { inputClass } from '../ui/styles';
import { useBoundField } from './bound-field';
import { describedBy, FieldFrame } from './field-frame';
import type { Refusal } from './refusals';

interface PasswordFieldProps {
  label: string;
  /** Lets password managers tell a sign-in password from a new one. */
  autoComplete: 'current-password' | 'new-password';
  refused?: Refusal;
}

/** A required password field of an admin form card, with its own validation message. */
export function PasswordField({ label, autoComplete, refused }: PasswordFieldProps) {
  const id = useId();
  const { error, onChange, ...input } = useBoundField<string>(refused);
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <input
        id={id}
        {...input}
        type="password"
        autoComplete={autoComplete}
        required
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
