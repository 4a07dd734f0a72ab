import { useId } from 'react';
import { inputClass } from '../ui/styles';
import { useBoundField } from './bound-field';
import { describedBy, FieldFrame } from './field-frame';
import type { Refusal } from './refusals';

/**
 * The 6-digit code of an authenticator app on an admin form card: the phone's number pad, and
 * the code the phone offers to fill in.
 */
export function CodeField({ label, refused }: { label: string; refused?: Refusal }) {
  const id = useId();
  const { error, onChange, ...input } = useBoundField<string>(refused);
  return (
    <FieldFrame id={id} label={label} required error={error}>
      <input
        id={id}
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
        className={`${inputClass} max-w-40 font-mono tracking-widest`}
      />
    </FieldFrame>
  );
}
