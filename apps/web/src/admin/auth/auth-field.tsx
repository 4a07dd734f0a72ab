import { useBoundField } from '../forms/bound-field';
import { FieldError } from '../forms/field-error';
import type { Refusal } from '../forms/refusals';
import { inputClass } from '../ui/styles';

interface AuthFieldProps {
  label: string;
  /** `text` for a code (from an authenticator app, or a recovery code). */
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** `numeric` brings up a phone's number pad (a 6-digit code). */
  inputMode?: 'numeric';
  refused?: Refusal;
}

/** One field of the sign-in pages' forms (form.AppField): its label, its box and its error under it. */
export function AuthField({ label, refused, ...input }: AuthFieldProps) {
  const { name, error, onChange, ...bound } = useBoundField<string>(refused);
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
        {...bound}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} mt-1`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
