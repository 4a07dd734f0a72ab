import { type ContentTypeName, contentTypes, type FieldKind } from '@studio/contracts';

/**
 * Inputs derived from the registry's field list, so a new content type gets valid and invalid
 * samples without touching the tests.
 */
const validValue = (kind: FieldKind, field: string, variant: number): unknown => {
  switch (kind) {
    case 'text':
    case 'textarea':
      return `Sample ${field} ${variant}`;
    case 'image':
      return `https://cdn.example.com/${field}-${variant}.jpg`;
    case 'video':
      return `https://videos.example.com/${field}-${variant}.mp4`;
    case 'url':
      return `https://example.com/${field}/${variant}`;
    case 'email':
      return `studio${variant}@example.com`;
    case 'list':
      return [`First ${field} ${variant}`, `Second ${field} ${variant}`];
  }
};

/** A value the field refuses: blank if it is required text, not a string if optional text. */
export const invalidValue = (kind: FieldKind, required: boolean): unknown => {
  switch (kind) {
    case 'text':
    case 'textarea':
      return required ? '   ' : 12345;
    case 'image':
    case 'video':
    case 'url':
      return 'javascript:alert(1)';
    case 'email':
      return 'not-an-email';
    case 'list':
      return 'not a list';
  }
};

export const fieldsOf = (type: ContentTypeName) =>
  Object.entries(contentTypes[type].fields) as [string, { label: string; kind: FieldKind }][];

/** A complete valid input for the type; `variant` makes two samples differ in every field. */
export function sampleInput(type: ContentTypeName, variant = 1): Record<string, unknown> {
  return Object.fromEntries(
    fieldsOf(type).map(([field, spec]) => [field, validValue(spec.kind, field, variant)]),
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
