import { FieldError } from '../forms/field-error';
import { inputClass } from '../ui/styles';

interface AuthInputProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
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
