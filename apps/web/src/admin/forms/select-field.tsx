import { optionLabel, optionWords } from '@studio/content';
import { inputClass } from '../ui/styles';
import { useBoundField } from './bound-field';
import { FieldError } from './field-error';
import { describedBy, FieldFrame } from './field-frame';
import type { Refusal } from './refusals';

interface SelectFieldProps {
  id: string;
  label: string;
  required: boolean;
  /** The field's keys, read off its schema (form-values.ts). */
  options: readonly string[];
  refused: Refusal | undefined;
}

/** An option as the admin reads it: its English label (the catalogue's). */
export const optionText = (key: string): string => optionLabel(optionWords, key);

/** One of the field's options (form.AppField): a key, '' for none (the empty choice when optional). */
export function SelectOneField({ id, label, required, options, refused }: SelectFieldProps) {
  const { value, error, onChange, onBlur } = useBoundField<string | undefined>(refused);
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select
        id={id}
        name={id}
        value={value ?? ''}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy(id, error)}
        className={inputClass}
      >
        {/* A required one starts with no choice too, which its schema then refuses. */}
        <option value="">{required ? 'Choose…' : 'None'}</option>
        {options.map((key) => (
          <option key={key} value={key}>
            {optionText(key)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Any of the field's options (form.AppField): a labelled checkbox each, in a fieldset its label
 * names; the form holds the keys ticked, in the options' order.
 */
export function SelectSeveralField({ id, label, options, refused }: SelectFieldProps) {
  const { value, error, onChange, onBlur } = useBoundField<string[] | undefined>(refused);
  const chosen = new Set(value ?? []);
  const toggle = (key: string, on: boolean) =>
    onChange(options.filter((option) => (option === key ? on : chosen.has(option))));
  return (
    <fieldset id={id} {...describedBy(id, error)}>
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((key) => (
          <div key={key} className="flex items-center gap-2">
            <input
              id={`${id}-${key}`}
              type="checkbox"
              name={id}
              value={key}
              checked={chosen.has(key)}
              onChange={(event) => toggle(key, event.target.checked)}
              onBlur={onBlur}
              className="size-4 shrink-0 accent-ink"
            />
            <label htmlFor={`${id}-${key}`} className="text-sm text-slate-800">
              {optionText(key)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
