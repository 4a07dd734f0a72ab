import type { Ref } from 'react';
import { FieldError } from '../forms/field-error';
import { inputClass } from '../ui/styles';

export interface AuthInputProps {
  name: string;
  label: string;
  /** `text` for a code (from an authenticator app, or a recovery code). */
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** `numeric` brings up a phone's number pad (a 6-digit code). */
  inputMode?: 'numeric';
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field; the field is then marked invalid. */
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** One field of the sign-in pages' forms: its label, its box and its error under it. */
export function AuthInput({ name, label, error, onChange, ...input }: AuthInputProps) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        required
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} mt-1`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
