import { checkEmail, checkRequiredText } from '@studio/contracts';
import type { FieldSpec } from './field-spec';

/**
 * What the browser checks in a public form's field before sending (SPEC.md §5: every field
 * required, the e-mail field an address): the contracts' checks the server's schema agrees
 * with, no zod. The first problem's message, or undefined.
 */
export const checkField = (spec: FieldSpec, value: string): string | undefined =>
  spec.type === 'email' ? checkEmail(value) : checkRequiredText(value);

/** Each field's problem, by name; empty when the form may be sent. */
export function checkFields(
  specs: Readonly<Record<string, FieldSpec>>,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const problem = checkField(spec, values[name] ?? '');
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** True when `values` has a text for every field of `specs`: then it is the form's value type. */
export function hasEveryField<Name extends string>(
  specs: Readonly<Record<Name, FieldSpec>>,
  values: Readonly<Record<string, string>>,
): values is Readonly<Record<string, string> & Record<Name, string>> {
  return Object.keys(specs).every((name) => typeof values[name] === 'string');
}
