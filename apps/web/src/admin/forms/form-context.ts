import { createFormHookContexts } from '@tanstack/react-form';

/** The field and the form a control of the project's form hook (form-hook.tsx) works on. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
