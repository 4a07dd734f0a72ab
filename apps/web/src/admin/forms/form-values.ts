import {
  type ContentInput,
  type ContentTypeName,
  contentSchema,
  contentTypeNames,
  contentTypes,
} from '@studio/contracts';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { listOf, recordValues, registryFields, textOf } from '../content/registry-fields';

type FieldsOf<K extends ContentTypeName> = keyof ContentInput<K> & string;
type ListFieldsOf<K extends ContentTypeName> = {
  [F in FieldsOf<K>]-?: NonNullable<ContentInput<K>[F]> extends readonly unknown[] ? F : never;
}[FieldsOf<K>];

/** Every field name of the nine schemas; renaming a schema field renames it here. */
export type FieldName = { [K in ContentTypeName]: FieldsOf<K> }[ContentTypeName];
/** Fields whose schema value is a list of strings (equipment features). */
export type ListFieldName = { [K in ContentTypeName]: ListFieldsOf<K> }[ContentTypeName];
export type TextFieldName = Exclude<FieldName, ListFieldName>;

/**
 * What a content form edits. One concrete shape for all nine forms keeps TanStack Form's
 * field names checked at compile time; the type's own schema decides what is valid and sent.
 */
export type FormValues = { [F in TextFieldName]?: string } & { [F in ListFieldName]?: string[] };

export type TextInputKind = 'text' | 'textarea' | 'image' | 'video' | 'url' | 'email';

export type FormField =
  | { kind: 'text'; name: TextFieldName; label: string; input: TextInputKind; required: boolean }
  | { kind: 'list'; name: ListFieldName; label: string; required: boolean };

const allFields = contentTypeNames.flatMap(registryFields);
const listNames: ReadonlySet<string> = new Set(
  allFields.filter((field) => field.spec.kind === 'list').map((field) => field.name),
);
const textNames: ReadonlySet<string> = new Set(
  allFields.filter((field) => field.spec.kind !== 'list').map((field) => field.name),
);
// The registry's kind "list" is the schema's string[]: both sides derive from the same entry.
const isListField = (name: string): name is ListFieldName => listNames.has(name);
const isTextField = (name: string): name is TextFieldName => textNames.has(name);

/** Fields the schema accepts when left out (they are labelled, not marked required). */
function optionalFields(type: ContentTypeName): ReadonlySet<string> {
  const shape: Record<string, StandardSchemaV1> = contentTypes[type].schema.shape;
  return new Set(
    Object.entries(shape)
      .filter(([, schema]) => {
        const result = schema['~standard'].validate(undefined);
        return !(result instanceof Promise) && result.issues === undefined;
      })
      .map(([name]) => name),
  );
}

/** A type's form fields, in the registry's order. */
export function formFields(type: ContentTypeName): FormField[] {
  const optional = optionalFields(type);
  return registryFields(type).flatMap(({ name, spec }): FormField[] => {
    const required = !optional.has(name);
    if (spec.kind === 'list') {
      return isListField(name) ? [{ kind: 'list', name, label: spec.label, required }] : [];
    }
    return isTextField(name)
      ? [{ kind: 'text', name, label: spec.label, input: spec.kind, required }]
      : [];
  });
}

/**
 * Form values for a new record (blank) or an existing one. An edited list keeps at least
 * one row (SPEC.md §5).
 */
export function formValues(fields: FormField[], record?: object): FormValues {
  const source = record ? recordValues(record) : new Map<string, unknown>();
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'list') {
      const items = listOf(source.get(field.name));
      values[field.name] = record && items.length === 0 ? [''] : items;
    } else {
      values[field.name] = textOf(source.get(field.name));
    }
  }
  return values;
}

/** The type's zod schema as the form's validator, so every issue lands next to its field. */
export function formSchema(type: ContentTypeName): StandardSchemaV1<FormValues, unknown> {
  const schema = contentSchema(type);
  return {
    '~standard': {
      version: 1,
      vendor: 'studio-admin',
      validate: (value) => schema['~standard'].validate(value),
    },
  };
}
