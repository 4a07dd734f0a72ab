import { type ContentTypeName, contentTypes, type FieldSpec } from '@studio/contracts';

export interface FieldEntry {
  name: string;
  spec: FieldSpec;
}

/** A registry entry's fields (a content type's or a singleton's) in form order. */
export function fieldEntries(fields: Record<string, FieldSpec>): FieldEntry[] {
  return Object.entries(fields).map(([name, spec]) => ({ name, spec }));
}

/** A content type's fields in form order, as the registry declares them. */
export const registryFields = (type: ContentTypeName): FieldEntry[] =>
  fieldEntries(contentTypes[type].fields);

/** A record's values by field name, read without trusting their shape. */
export function recordValues(record: object): Map<string, unknown> {
  return new Map<string, unknown>(Object.entries(record));
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The value that names a record in a row or a dialog: its first plain text field. */
export function recordTitle(type: ContentTypeName, record: object): string {
  const values = recordValues(record);
  const title = registryFields(type).find((field) => field.spec.kind === 'text');
  return (title && textOf(values.get(title.name))) || 'this entry';
}
