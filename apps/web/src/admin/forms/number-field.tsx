import { useState } from 'react';
import { inputClass } from '../ui/styles';
import { useBoundField } from './bound-field';
import { describedBy, FieldFrame } from './field-frame';
import type { Refusal } from './refusals';

interface NumberFieldProps {
  id: string;
  label: string;
  required: boolean;
  refused: Refusal | undefined;
}

/** The form's number as the input shows it; an empty input is none. */
const numberOfText = (text: string): number | undefined =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/**
 * A number field of a registry form (form.AppField): the form holds a number, never its text,
 * so the entry's schema checks what is sent.
 */
export function NumberField({ id, label, required, refused }: NumberFieldProps) {
  const { value, error, onChange, onBlur } = useBoundField<number | undefined>(refused);
  // What was typed ("4." on the way to "4.5") while it still means the form's value; a value
  // set from elsewhere (a draft, a merge) is shown as that value.
  const [typed, setTyped] = useState('');
  const text = numberOfText(typed) === value ? typed : value === undefined ? '' : String(value);
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <input
        id={id}
        name={id}
        type="number"
        step="any"
        inputMode="decimal"
        value={text}
        required={required}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(numberOfText(event.target.value));
        }}
        onBlur={onBlur}
        {...describedBy(id, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
