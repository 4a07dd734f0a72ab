import { useStore } from '@tanstack/react-form';
import { firstError } from '../../ui/forms/first-error';
import { useFieldContext } from './form-context';
import type { Refusal } from './refusals';

/**
 * What a control needs of the field it stands in (form.AppField): the value, the message to
 * show (the schema's first, else the server's refusal) and the handlers; editing drops a
 * refusal.
 */
export function useBoundField<T>(refused?: Refusal) {
  const field = useFieldContext<T>();
  const value = useStore(field.store, (state) => state.value);
  const errors = useStore(field.store, (state) => state.meta.errors);
  return {
    name: field.name,
    value,
    error: firstError(errors) ?? refused?.message,
    onChange: (next: T) => {
      refused?.forget();
      field.handleChange(next);
    },
    onBlur: field.handleBlur,
  };
}
