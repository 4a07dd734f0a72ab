import { createFormHook, revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form';
import { useState } from 'react';
import { AuthField } from '../auth/auth-field';
import { AuthFormFrame } from '../auth/auth-form-frame';
import { RoleField } from '../users/role-field';
import { CheckboxField } from './checkbox-field';
import { CodeField } from './code-field';
import { FormCard } from './form-card';
import { fieldContext, formContext } from './form-context';
import { InputField } from './input-field';
import { PasswordField } from './password-field';

/**
 * The project's form hook: a form states its fields (`form.AppField` with one of these
 * controls) and its frame (`form.FormCard`, `form.AuthFormFrame`); the wiring lives here.
 */
const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { InputField, PasswordField, RoleField, AuthField, CheckboxField, CodeField },
  formComponents: { FormCard, AuthFormFrame },
});

interface SchemaFormOptions<T> {
  defaultValues: T;
  /** The contract's zod schema (or the form's own version of it). */
  schema: StandardSchemaV1<NoInfer<T>, unknown>;
  /** Called with valid values; `reset` clears the form, or makes the given values its baseline. */
  onSubmit: (value: T, reset: (values?: T) => void) => Promise<void>;
}

/**
 * A form checked by its schema on submit, then again on every change, so a fixed field clears
 * at once (SPEC.md §5).
 */
export function useSchemaForm<T>({ defaultValues, schema, onSubmit }: SchemaFormOptions<T>) {
  // The values a reset made the baseline stay the defaults: the form puts back whatever
  // defaults each render gives it while untouched, which would undo a save's new baseline.
  const [baseline, setBaseline] = useState<{ values: T } | undefined>(undefined);
  return useAppForm({
    defaultValues: baseline ? baseline.values : defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) =>
      onSubmit(value, (values) => {
        formApi.reset(values);
        if (values) setBaseline({ values });
      }),
  });
}
