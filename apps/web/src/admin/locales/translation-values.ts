import { type FormShape, unreachable } from '@studio/contracts';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { booleanOf, listOf, numberOf, recordValues } from '../content/registry-fields';
import {
  type FieldValue,
  type FormField,
  type FormSource,
  type FormValues,
  formFields,
  formValues,
} from '../forms/form-values';

/*
 * A translation's form as plain functions: which fields it edits (the localized ones), its
 * values, how they are checked, and what a save sends.
 */

const isLocalized = (source: FormSource, name: string): boolean =>
  source.fields[name]?.localized === true;

/** The fields a translation edits: the entry's localized ones, in form order. */
export const translationFields = (source: FormSource): FormField[] =>
  formFields(source).filter((field) => isLocalized(source, field.name));

/**
 * A stored translation as form values (`stored`: each field's value, null where missing):
 * empty where missing, and a missing list one empty row per default item, so each row shows
 * the item it translates as its placeholder.
 */
export function translationValues(
  fields: FormField[],
  stored: Readonly<Record<string, unknown>>,
  defaults: FormValues,
): FormValues {
  let values: FormValues = {};
  for (const field of fields) {
    const value = stored[field.name];
    switch (field.shape) {
      case 'list': {
        const items = listOf(value);
        const rows = Math.max(1, listOf(defaults[field.name]).length);
        values[field.name] = items.length > 0 ? items : Array.from({ length: rows }, () => '');
        break;
      }
      case 'text':
        values[field.name] = typeof value === 'string' ? value : '';
        break;
      case 'number':
        // A spread, as in formValues (form-values.ts).
        values = { ...values, [field.name]: numberOf(value) };
        break;
      case 'boolean':
        values = { ...values, [field.name]: booleanOf(value) ?? field.initial };
        break;
      case 'select':
        // Keys are shared by every language; a translation form shows only localized fields.
        if (field.several) values[field.name] = listOf(value);
        else values[field.name] = typeof value === 'string' ? value : '';
        break;
      default:
        unreachable(field);
    }
  }
  return values;
}

/** What a save sends for a field left untranslated, by its form shape. */
const untranslated: { [S in FormShape]: FieldValue } = {
  text: '',
  list: [],
  number: undefined,
  boolean: undefined,
  select: undefined,
};

/** Nothing typed: the field has no translation and falls back to the default locale's. */
export const isUntranslated = (value: FieldValue): boolean =>
  Array.isArray(value)
    ? value.every((item) => item.trim() === '')
    : String(value ?? '').trim() === '';

type Validated = Awaited<ReturnType<StandardSchemaV1['~standard']['validate']>>;
type Issue = NonNullable<Validated['issues']>[number];

/**
 * A translation's validator: each field typed is checked by the entry's own schema for it; an
 * empty one passes (it falls back), as the server takes it.
 */
export function translationSchema(
  source: FormSource,
  fields: FormField[],
): StandardSchemaV1<FormValues, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'studio-admin',
      validate: (input) => {
        const values = recordValues(typeof input === 'object' && input !== null ? input : {});
        const issues: Issue[] = fields.flatMap((field): Issue[] => {
          const value = values.get(field.name);
          const schema = source.schema.shape[field.name];
          if (!schema || isUntranslated(Array.isArray(value) ? listOf(value) : String(value ?? '')))
            return [];
          const result = schema['~standard'].validate(value);
          // The registry's schemas are synchronous; a promise would be a schema this form cannot use.
          if (result instanceof Promise || !result.issues) return [];
          return result.issues.map((issue) => ({
            ...issue,
            path: [field.name, ...(issue.path ?? [])],
          }));
        });
        return issues.length > 0 ? { issues } : { value: input };
      },
    },
  };
}

/**
 * What a translation's save sends: the shared fields as the record stores them (they apply to
 * every locale, so they are sent unchanged) and each translated field as typed, an empty one
 * empty (no translation: it falls back).
 */
export function translationBody(
  source: FormSource,
  record: object,
  values: FormValues,
): Record<string, unknown> {
  const stored = recordValues(record);
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(source.fields)) {
    if (isLocalized(source, name)) continue;
    const value = stored.get(name);
    if (value !== undefined && value !== null) body[name] = value;
  }
  for (const field of translationFields(source)) {
    const value = values[field.name];
    body[field.name] = isUntranslated(value) ? untranslated[field.shape] : value;
  }
  return body;
}

/**
 * What a translation's live preview shows: each field as typed, or where it is untranslated the
 * default locale's value (the placeholder), as the page falls back once it is saved.
 */
export const translationShown = (
  fields: FormField[],
  typed: FormValues,
  defaults: FormValues,
): FormValues =>
  Object.fromEntries(
    fields.map(({ name }) => {
      const value = typed[name];
      return [name, value === undefined || isUntranslated(value) ? defaults[name] : value];
    }),
  );

/** The default locale's values of a translation's fields: its placeholders. */
export const defaultValuesOf = (fields: FormField[], record: object): FormValues =>
  formValues(fields, record);
