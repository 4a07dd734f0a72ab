import {
  type ContentTypeName,
  contentTypes,
  type FieldKind,
  type FieldSpec,
  fieldKind,
} from '@studio/contracts';
import type { z } from 'zod';

/**
 * Inputs derived from the registry's field list and each kind's own samples
 * (packages/contracts/src/field-kinds), so a new content type, or a new kind, gets valid and
 * invalid samples without touching the tests.
 */
/** A value the field refuses (`required`: it may not be left out). */
export const invalidValue = (kind: FieldKind, required: boolean): unknown =>
  fieldKind(kind).samples.invalid(required);

export const fieldsOf = (type: ContentTypeName) =>
  Object.entries<FieldSpec>(contentTypes[type].fields);

/**
 * A complete valid input for the type; `variant` makes two samples differ in every field. A
 * field whose sample names stored records (a reference) is left out: valid only once a test has
 * made them.
 */
export function sampleInput(type: ContentTypeName, variant = 1): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = contentTypes[type].schema.shape;
  return Object.fromEntries(
    fieldsOf(type).flatMap(([field, spec]) => {
      const schema = shape[field];
      const { samples } = fieldKind(spec.kind);
      if (!schema || samples.standalone === false) return [];
      return [[field, samples.valid(field, variant, schema)]];
    }),
  );
}

/** The fields that may not be left out (their schema refuses `undefined`). */
export function requiredFields(type: ContentTypeName): string[] {
  const shape = contentTypes[type].schema.shape as Record<
    string,
    { safeParse(value: unknown): { success: boolean } }
  >;
  return Object.keys(shape).filter((field) => !shape[field]?.safeParse(undefined).success);
}

/** The first free-text field of the type (for the SQL/HTML-looking text checks). */
export function textField(type: ContentTypeName): string | undefined {
  return fieldsOf(type).find(([, spec]) => spec.kind === 'text' || spec.kind === 'textarea')?.[0];
}
