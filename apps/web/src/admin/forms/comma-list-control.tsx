import { useState } from 'react';
import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';

/** SPEC.md §5: comma-separated, trimmed, empty entries dropped. */
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

interface CommaListControlProps {
  id: string;
  label: string;
  /** The list it starts from (a restored draft's). */
  initial: string[] | undefined;
  error: string | undefined;
  onChange: (items: string[]) => void;
  onBlur: () => void;
}

/**
 * A list typed as one comma-separated line (the add form). The typed text stays as typed;
 * the form holds the parsed list. Remount it (key) to start again from the form's list.
 */
export function CommaListControl({
  id,
  label,
  initial,
  error,
  onChange,
  onBlur,
}: CommaListControlProps) {
  const [text, setText] = useState(() => (initial ?? []).join(', '));
  return (
    <FieldFrame
      id={id}
      label={label}
      required={false}
      error={error}
      below={
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          Separate features with commas, e.g. “4K sensor, Dual card slots”.
        </p>
      }
    >
      <input
        id={id}
        name={id}
        type="text"
        value={text}
        autoComplete="off"
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitList(event.target.value));
        }}
        {...describedBy(id, error, true)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
