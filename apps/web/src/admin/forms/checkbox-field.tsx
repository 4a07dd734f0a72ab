import { useId } from 'react';
import { useBoundField } from './bound-field';
import { FieldError } from './field-error';
import { describedBy } from './field-frame';

interface CheckboxFieldProps {
  label: string;
  /** What choosing it does, under the label. */
  hint: string;
}

/** A yes-or-no choice of an admin form card (form.AppField); unset reads as no. */
export function CheckboxField({ label, hint }: CheckboxFieldProps) {
  const id = useId();
  const { value, error, onChange, onBlur, name } = useBoundField<boolean | undefined>();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={value ?? false}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...describedBy(id, error, true)}
          className="mt-0.5 size-4 shrink-0 accent-ink"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 ml-6 text-sm text-slate-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
