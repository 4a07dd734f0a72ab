import { useSchemaForm } from './form-hook';
import type { FormValues } from './form-values';

/** The form behind every registry form (content types, singletons): one shape, FormValues. */
export const useRegistryForm = useSchemaForm<FormValues>;

export type RegistryForm = ReturnType<typeof useRegistryForm>;
