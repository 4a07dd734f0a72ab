/** How one text field of a public form is shown (SPEC.md §5 gives the types and rows). */
export interface FieldSpec {
  label: string;
  /** Input type of a one-line field; plain text when absent. */
  type?: 'email' | 'tel';
  autoComplete: string;
  /** Rows of a text area; a one-line input when absent. */
  rows?: number;
}

/**
 * A form's fields, keyed by the value each one edits, in the order they are shown. Keyed by
 * the form's value type, so a field left out, or one the form does not have, does not compile.
 */
export type FieldSpecs<Values> = { readonly [Name in keyof Values]: FieldSpec };

/** What draws a public form before it is filled in: the form itself, or its loading placeholder. */
export interface FormShape<Values> {
  /** The form's accessible name. */
  label: string;
  /** Prefixes the controls' ids; also names the form to the spam guard. */
  id: string;
  fields: FieldSpecs<Values>;
  submitLabel: string;
}

/** A field as the form lays it out. */
export interface PlacedField extends FieldSpec {
  name: string;
  /** Unique on the page: the form's id, then the field's name. */
  id: string;
  /** Spans both columns of the form's grid; text areas do. */
  wide: boolean;
}

export function placeFields(
  formId: string,
  specs: Readonly<Record<string, FieldSpec>>,
): PlacedField[] {
  return Object.entries(specs).map(([name, spec]) => ({
    ...spec,
    name,
    id: `${formId}-${name}`,
    wide: spec.rows !== undefined,
  }));
}

/**
 * How a form starts: every field empty but those `initial` begins (names the form does not have
 * are left out); with no `initial`, also how a successful send leaves it.
 */
export function startValues(
  specs: Readonly<Record<string, FieldSpec>>,
  initial: Readonly<Record<string, string | undefined>> = {},
): Record<string, string> {
  return Object.fromEntries(Object.keys(specs).map((name) => [name, initial[name] ?? '']));
}
