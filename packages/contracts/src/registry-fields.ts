import { type ContentTypeName, contentTypes, type FieldSpec } from './registry';

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

/** The value that names a record in a row, a dialog or a list: its first plain text field. */
export function recordTitle(type: ContentTypeName, record: object): string {
  const values = new Map<string, unknown>(Object.entries(record));
  const title = registryFields(type).find((field) => field.spec.kind === 'text');
  const value = title && values.get(title.name);
  return (typeof value === 'string' && value) || 'this entry';
}
