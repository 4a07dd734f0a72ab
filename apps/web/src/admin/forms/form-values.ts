import {
  type ContentInput,
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
  type FieldSpec,
  type FormShape,
  fieldEntries,
  hasShape,
  isContentTypeName,
  type KindOfShape,
  referenceOf,
  type SingletonInput,
  type SingletonName,
  selectOf,
  singletonNames,
  singletonTypes,
  unreachable,
} from '@studio/contracts';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { booleanOf, listOf, numberOf, recordValues, textOf } from '../content/registry-fields';

/** What one admin form edits: a content type's input, or a singleton's. */
type FormInput =
  | { [K in ContentTypeName]: ContentInput<K> }[ContentTypeName]
  | { [K in SingletonName]: SingletonInput<K> }[SingletonName];

// Distributed over the union: each form's own field names.
type NamesOf<I> = I extends object ? keyof I & string : never;
type NamesOfValue<I, V> = I extends object
  ? {
      [F in keyof I & string]-?: NonNullable<I[F]> extends V ? F : never;
    }[keyof I & string]
  : never;

/** Every field name of the registry's schemas; renaming a schema field renames it here. */
export type FieldName = NamesOf<FormInput>;
/** Fields whose schema value is a list of strings (equipment features, site phones). */
export type ListFieldName = NamesOfValue<FormInput, readonly unknown[]>;
/** Fields whose schema value is a number. */
export type NumberFieldName = NamesOfValue<FormInput, number>;
/** Fields whose schema value is a yes-or-no. */
export type BooleanFieldName = NamesOfValue<FormInput, boolean>;
export type TextFieldName = Exclude<FieldName, ListFieldName | NumberFieldName | BooleanFieldName>;

/**
 * What a registry form edits. One concrete shape for every form keeps TanStack Form's field
 * names checked at compile time; the entry's own schema decides what is valid and sent.
 */
export type FormValues = { [F in TextFieldName]?: string } & { [F in ListFieldName]?: string[] } & {
  [F in NumberFieldName]?: number;
} & { [F in BooleanFieldName]?: boolean };

/** The kinds a form holds as one text (their kind modules' `form`), a list of texts, a number. */
export type TextKind = KindOfShape<'text'>;
export type ListKind = KindOfShape<'list'>;
export type NumberKind = KindOfShape<'number'>;
export type BooleanKind = KindOfShape<'boolean'>;
export type SelectKind = KindOfShape<'select'>;

/** A form field: its value's shape, its registry kind of that shape, its name of that shape. */
export type FormField =
  | { shape: 'text'; kind: TextKind; name: TextFieldName; label: string; required: boolean }
  | { shape: 'list'; kind: ListKind; name: ListFieldName; label: string; required: boolean }
  | { shape: 'number'; kind: NumberKind; name: NumberFieldName; label: string; required: boolean }
  | {
      shape: 'boolean';
      kind: BooleanKind;
      name: BooleanFieldName;
      label: string;
      required: boolean;
      /** What a new record (or one stored before the field) starts with: the schema's default. */
      initial: boolean;
    }
  | (SelectField & { several: false; name: TextFieldName })
  | (SelectField & { several: true; name: ListFieldName });

/**
 * A choice among the options its schema declares (read off it, `selectOf`), or among the records
 * of the type a reference names (`referenceOf`): one key or id, held as a text ('' for none), or
 * several, held as a list.
 */
interface SelectField {
  shape: 'select';
  kind: SelectKind;
  label: string;
  required: boolean;
  options: readonly string[];
  /** A reference's: the type whose records are chosen from (its options are theirs). */
  records?: ContentTypeName;
}

/** A registry entry a form is built from: a content type or a singleton kind. */
export interface FormSource {
  fields: Record<string, FieldSpec>;
  schema: { shape: Record<string, StandardSchemaV1> };
}

const sources: FormSource[] = [
  ...contentTypeNames.map((type) => contentTypes[type]),
  ...singletonNames.map((name) => singletonTypes[name]),
];
const allFields = sources.flatMap((source) => fieldEntries(source.fields));
const namesOfShape = (shape: FormShape): ReadonlySet<string> =>
  new Set(allFields.filter(({ spec }) => hasShape(spec.kind, shape)).map((field) => field.name));
const listNames = namesOfShape('list');
const textNames = namesOfShape('text');
const numberNames = namesOfShape('number');
const booleanNames = namesOfShape('boolean');
/** Whether a choice's schema takes several (a list), one, or is no choice (undefined). */
const severalOf = (schema: unknown): boolean | undefined =>
  (selectOf(schema) ?? referenceOf(schema))?.several;
/** The select-shaped fields that take one choice (`false`) or several (`true`), by their schemas. */
const selectNames = (several: boolean): ReadonlySet<string> =>
  new Set(
    sources.flatMap((source) =>
      fieldEntries(source.fields)
        .filter(({ name }) => severalOf(source.schema.shape[name]) === several)
        .map((field) => field.name),
    ),
  );
/** The content type a reference's schema names, if it is one. */
const recordsOf = (schema: unknown): ContentTypeName | undefined => {
  const to = referenceOf(schema)?.to;
  return to !== undefined && isContentTypeName(to) ? to : undefined;
};
const selectOneNames = selectNames(false);
const selectSeveralNames = selectNames(true);
// A list-shaped kind is the schema's string[], a number-shaped one its number: both sides derive
// from the same entry.
const isListField = (name: string): name is ListFieldName => listNames.has(name);
const isTextField = (name: string): name is TextFieldName => textNames.has(name);
const isNumberField = (name: string): name is NumberFieldName => numberNames.has(name);
const isBooleanField = (name: string): name is BooleanFieldName => booleanNames.has(name);
// One option is the schema's string (a key), several its array of keys.
const isSelectOneField = (name: string): name is TextFieldName => selectOneNames.has(name);
const isSelectSeveralField = (name: string): name is ListFieldName => selectSeveralNames.has(name);

/** Fields the schema accepts when left out (they are labelled, not marked required). */
function optionalFields(source: FormSource): ReadonlySet<string> {
  return new Set(
    Object.entries(source.schema.shape)
      .filter(([, schema]) => {
        const result = schema['~standard'].validate(undefined);
        return !(result instanceof Promise) && result.issues === undefined;
      })
      .map(([name]) => name),
  );
}

/** What the schema makes of a field left out (a yes-or-no's default), if it takes that. */
function leftOut(source: FormSource, name: string): unknown {
  const result = source.schema.shape[name]?.['~standard'].validate(undefined);
  return result && !(result instanceof Promise) && !result.issues ? result.value : undefined;
}

/** An entry's form fields, in the registry's order. */
export function formFields(source: FormSource): FormField[] {
  const optional = optionalFields(source);
  return fieldEntries(source.fields).flatMap(({ name, spec }): FormField[] => {
    const { kind, label } = spec;
    const required = !optional.has(name);
    if (hasShape(kind, 'list')) {
      return isListField(name) ? [{ shape: 'list', kind, name, label, required }] : [];
    }
    if (hasShape(kind, 'text')) {
      return isTextField(name) ? [{ shape: 'text', kind, name, label, required }] : [];
    }
    if (hasShape(kind, 'number')) {
      return isNumberField(name) ? [{ shape: 'number', kind, name, label, required }] : [];
    }
    if (hasShape(kind, 'boolean')) {
      const initial = leftOut(source, name) === true;
      return isBooleanField(name)
        ? [{ shape: 'boolean', kind, name, label, required, initial }]
        : [];
    }
    if (hasShape(kind, 'select')) {
      const schema = source.schema.shape[name];
      const options = selectOf(schema)?.options ?? [];
      const records = recordsOf(schema);
      const select = { shape: 'select', kind, label, required, options, records } as const;
      if (isSelectSeveralField(name)) return [{ ...select, several: true, name }];
      return isSelectOneField(name) ? [{ ...select, several: false, name }] : [];
    }
    return unreachable(kind);
  });
}

/**
 * Form values for a new record (blank) or an existing one. An edited list keeps at least
 * one row (SPEC.md §5).
 */
export function formValues(fields: FormField[], record?: object): FormValues {
  const source = record ? recordValues(record) : new Map<string, unknown>();
  let values: FormValues = {};
  for (const field of fields) {
    switch (field.shape) {
      case 'list': {
        const items = listOf(source.get(field.name));
        values[field.name] = record && items.length === 0 ? [''] : items;
        break;
      }
      case 'text':
        values[field.name] = textOf(source.get(field.name));
        break;
      case 'number':
        // A spread: while no registry field is a number (its names are `never`), this still
        // compiles, and a real name is checked against its value.
        values = { ...values, [field.name]: numberOf(source.get(field.name)) };
        break;
      case 'boolean':
        // A spread, as for a number.
        values = { ...values, [field.name]: booleanOf(source.get(field.name)) ?? field.initial };
        break;
      case 'select':
        if (field.several) values[field.name] = listOf(source.get(field.name));
        else values[field.name] = textOf(source.get(field.name));
        break;
      default:
        unreachable(field);
    }
  }
  return values;
}

/** The entry's zod schema as the form's validator, so every issue lands next to its field. */
export function formSchema(schema: StandardSchemaV1): StandardSchemaV1<FormValues, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'studio-admin',
      validate: (value) => schema['~standard'].validate(value),
    },
  };
}

/** One field's value in a form: text, a list of text, a number, a yes-or-no (absent: not shown, or none); a choice is a text or a list of keys. */
export type FieldValue = FormValues[keyof FormValues];

/** Whether two values of one field read the same (an absent text is empty, a list in order). */
export function sameFieldValue(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return (a ?? '') === (b ?? '');
}
