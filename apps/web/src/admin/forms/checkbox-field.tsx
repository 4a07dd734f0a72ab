import { useId } from 'react';
import { useBoundField } from './bound-field';
import { FieldError } from './field-error';
import { describedBy } from './field-frame';
import type { Refusal } from './refusals';

interface CheckboxFieldProps {
  /** The registry form's id of the field; a card's checkbox has its own. */
  id?: string;
  label: string;
  /** What choosing it does, under the label. */
  hint?: string;
  refused?: Refusal;
}

/** A yes-or-no choice of an admin form card (form.AppField); unset reads as no. */
export function CheckboxField({ id: given, label, hint, refused }: CheckboxFieldProps) {
  const own = useId();
  const id = given ?? own;
  const { value, error, onChange, onBlur, name } = useBoundField<boolean | undefined>(refused);
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
          {...describedBy(id, error, hint !== undefined)}
          className="mt-0.5 size-4 shrink-0 accent-ink"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="mt-1 ml-6 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
