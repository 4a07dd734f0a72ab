import { firstError } from '../../ui/forms/first-error';
import { inputClass } from '../ui/styles';
import { FieldError } from './field-error';
import { describedBy } from './field-frame';
import type { FormField } from './form-values';
import { ListRowsControl } from './list-rows-control';
import type { RegistryForm } from './use-registry-form';

interface ListRowsFieldProps {
  form: RegistryForm;
  field: Extract<FormField, { shape: 'list' }>;
  id: string;
  /** Shown in an empty row: the default locale's item at the same place (a translation). */
  placeholders?: string[];
}

/** A list field edited row by row, each row its own required input with its own message. */
export function ListRowsField({ form, field, id, placeholders }: ListRowsFieldProps) {
  return (
    <form.Field name={field.name} mode="array">
      {(list) => (
        <ListRowsControl
          id={id}
          label={field.label}
          count={list.state.value?.length ?? 0}
          error={firstError(list.state.meta.errors)}
          onAdd={() => list.pushValue('')}
          onRemove={(index) => list.removeValue(index)}
          row={(index, inputId) => (
            <form.Field name={`${field.name}[${index}]`}>
              {(row) => {
                const error = firstError(row.state.meta.errors);
                return (
                  <>
                    <input
                      id={inputId}
                      type="text"
                      required={!placeholders}
                      placeholder={placeholders?.[index]}
                      aria-label={`${field.label} ${index + 1}`}
                      value={row.state.value ?? ''}
                      onChange={(event) => row.handleChange(event.target.value)}
                      onBlur={row.handleBlur}
                      {...describedBy(inputId, error)}
                      className={inputClass}
                    />
                    <FieldError id={`${inputId}-error`} message={error} />
                  </>
                );
              }}
            </form.Field>
          )}
        />
      )}
    </form.Field>
  );
}
