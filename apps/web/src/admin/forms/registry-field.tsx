import { unreachable } from '@studio/contracts';
import { firstError } from '../../ui/forms/first-error';
import { CommaListControl } from './comma-list-control';
import type { FieldValue, FormField } from './form-values';
import { ListRowsField } from './list-rows-field';
import { NumberField } from './number-field';
import { RecordPickerField } from './record-picker-field';
import type { Refusal } from './refusals';
import { SelectOneField, SelectSeveralField } from './select-field';
import { TextField } from './text-field';
import type { RegistryForm } from './use-registry-form';

/**
 * How a list field is typed: one comma-separated line (SPEC.md §5's add forms) or one row per
 * item (edit forms, where each row is required and one always remains).
 */
export type ListInput = 'comma' | 'rows';

interface RegistryFieldProps {
  form: RegistryForm;
  field: FormField;
  id: string;
  listInput: ListInput;
  /** Changed to refill a comma-separated line (cleared, restored), which keeps its own text. */
  resetKey: number;
  refused: Refusal | undefined;
  /** The default locale's value, shown while the field is empty (a translation's form). */
  placeholder?: FieldValue;
}

/** One field of a registry form, rendered by its value's shape and its registry kind. */
export function RegistryField({
  form,
  field,
  id,
  listInput,
  resetKey,
  refused,
  placeholder,
}: RegistryFieldProps) {
  switch (field.shape) {
    case 'list': {
      if (listInput === 'rows') {
        const placeholders = Array.isArray(placeholder) ? placeholder : undefined;
        return <ListRowsField form={form} field={field} id={id} placeholders={placeholders} />;
      }
      return (
        <form.Field name={field.name}>
          {(api) => (
            <CommaListControl
              key={resetKey}
              id={id}
              initial={api.state.value}
              label={field.label}
              error={firstError(api.state.meta.errors)}
              onChange={api.handleChange}
              onBlur={api.handleBlur}
            />
          )}
        </form.Field>
      );
    }
    case 'text':
      return (
        <form.AppField name={field.name}>
          {() => (
            <TextField
              id={id}
              label={field.label}
              kind={field.kind}
              required={field.required}
              refused={refused}
              placeholder={typeof placeholder === 'string' ? placeholder : undefined}
            />
          )}
        </form.AppField>
      );
    case 'number':
      return (
        <form.AppField name={field.name}>
          {() => (
            <NumberField id={id} label={field.label} required={field.required} refused={refused} />
          )}
        </form.AppField>
      );
    case 'boolean':
      return (
        <form.AppField name={field.name}>
          {(api) => <api.CheckboxField id={id} label={field.label} refused={refused} />}
        </form.AppField>
      );
    case 'select': {
      const { label, required, options, records } = field;
      if (records) {
        const picker = { id, label, to: records, refused };
        return field.several ? (
          <form.AppField name={field.name}>
            {() => <RecordPickerField {...picker} several />}
          </form.AppField>
        ) : (
          <form.AppField name={field.name}>
            {() => <RecordPickerField {...picker} several={false} />}
          </form.AppField>
        );
      }
      const props = { id, label, required, options, refused };
      return field.several ? (
        <form.AppField name={field.name}>{() => <SelectSeveralField {...props} />}</form.AppField>
      ) : (
        <form.AppField name={field.name}>{() => <SelectOneField {...props} />}</form.AppField>
      );
    }
    default:
      return unreachable(field);
  }
}
