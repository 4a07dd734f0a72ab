import { revalidateLogic, type StandardSchemaV1, useForm } from '@tanstack/react-form';
import type { FormValues } from './form-values';

interface RegistryFormOptions {
  defaultValues: FormValues;
  /** The entry's schema as a validator (formSchema). */
  schema: StandardSchemaV1<FormValues, unknown>;
  /** Called with valid values; `reset` makes the given values the form's new baseline. */
  onSubmit: (value: FormValues, reset: (values: FormValues) => void) => Promise<void>;
}

/**
 * The TanStack form behind every registry form: checked by the schema on submit, then again
 * on every change, so a fixed field clears at once.
 */
export function useRegistryForm({ defaultValues, schema, onSubmit }: RegistryFormOptions) {
  return useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) => onSubmit(value, (values) => formApi.reset(values)),
  });
}

export type RegistryForm = ReturnType<typeof useRegistryForm>;
