/**
 * The rules of the public forms' text fields, without zod: the visitor's browser checks a form
 * with these before it sends it (zod is 25 KB of script a visitor would otherwise download),
 * and `fields.ts` builds the server's schemas from the same limits, messages and pattern; the
 * forms' messages (`form-messages.ts`) come from here too, for the same reason.
 * `field-checks.test.ts` holds both to the same answers.
 */

/** The one message for an empty required field, on the server and in every form. */
export const REQUIRED_MESSAGE = 'This field is required.';

// No bounds are given by the spec; these only stop abuse, far above any real entry.
export const TEXT_MAX = 10_000;
export const EMAIL_MAX = 320;

export const tooLongMessage = (max: number) => `Use at most ${max} characters.`;
export const tooShortMessage = (min: number) => `Use at least ${min} characters.`;
export const NOT_TEXT_MESSAGE = 'Enter text.';

export const EMAIL_MESSAGE = 'Enter a valid email address.';

/** zod's own default e-mail pattern (4.x), held here so the browser's check needs no zod. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem of a required text field's value, as `requiredText()` reports it. */
export function checkRequiredText(value: string, max = TEXT_MAX): string | undefined {
  if (value.length > max) return tooLongMessage(max);
  if (value.trim().length === 0) return REQUIRED_MESSAGE;
  return undefined;
}

/** The first problem of an e-mail field's value, as `email()` reports it. */
export function checkEmail(value: string): string | undefined {
  return (
    checkRequiredText(value, EMAIL_MAX) ?? (EMAIL_PATTERN.test(value) ? undefined : EMAIL_MESSAGE)
  );
}
