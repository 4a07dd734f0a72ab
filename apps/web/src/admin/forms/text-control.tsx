import { adminFieldKinds, type TextKindAdmin } from '../content/admin-field-kinds';
import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';
import type { TextKind } from './form-values';
import { localTime, utcOfLocalTime } from './local-time';

export interface TextControlProps {
  id: string;
  label: string;
  kind: TextKind;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown while empty: a translation's default-locale value. */
  placeholder?: string;
}

/**
 * The `type` of a one-line input, by the kind's `input`. Site paths ("/media/...") are valid
 * URLs too, so a URL is no type="url" with its native check.
 */
const inputTypes: { [I in Exclude<TextKindAdmin['input'], 'lines'>]: string } = {
  line: 'text',
  email: 'email',
  url: 'text',
  date: 'date',
  datetime: 'datetime-local',
};

/** One text field of a content form, shaped by its kind's admin part (admin-field-kinds.tsx). */
export function TextControl({
  id,
  label,
  kind,
  required,
  value,
  error,
  placeholder,
  ...handlers
}: TextControlProps) {
  const { input, Below } = adminFieldKinds[kind];
  // The form holds a date and time as the UTC text it is stored as; its input, the local time.
  const local = input === 'datetime';
  // A date and time's note (its time zone) is there while it is empty too.
  const hint = Below !== undefined && (value !== '' || local);
  const common = {
    id,
    name: id,
    value: local ? localTime(value) : value,
    required,
    placeholder,
    onBlur: handlers.onBlur,
    ...describedBy(id, error, hint),
    className: inputClass,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      below={
        Below ? <Below id={id} label={label} value={value} onChange={handlers.onChange} /> : null
      }
    >
      {input === 'lines' ? (
        <textarea
          {...common}
          rows={4}
          onChange={(event) => handlers.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={inputTypes[input]}
          inputMode={input === 'url' ? 'url' : undefined}
          autoComplete="off"
          onChange={(event) =>
            handlers.onChange(local ? utcOfLocalTime(event.target.value) : event.target.value)
          }
        />
      )}
    </FieldFrame>
  );
}
