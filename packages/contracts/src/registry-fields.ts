import { type ReferenceDeclaration, referenceOf } from './field-kinds';
import { type ContentTypeName, contentTypes, type FieldSpec, isContentTypeName } from './registry';

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

/** A reference field of a content type: its name, and the type whose records it names. */
export interface ReferenceField extends ReferenceDeclaration {
  field: string;
  to: ContentTypeName;
}

/** A content type's reference fields, read off its schema (the kind's `referenceOf`). */
export function referenceFields(type: ContentTypeName): ReferenceField[] {
  const { schema } = contentTypes[type];
  return registryFields(type).flatMap(({ name, spec }) => {
    if (spec.kind !== 'reference') return [];
    const declared = referenceOf(new Map(Object.entries(schema.shape)).get(name));
    // A target that names no type is the registry test's to catch; here it names nothing.
    return declared && isContentTypeName(declared.to)
      ? [{ field: name, ...declared, to: declared.to }]
      : [];
  });
}
