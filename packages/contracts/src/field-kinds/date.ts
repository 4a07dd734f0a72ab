import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';
import { plainText } from './plain-text';

export const dateMessages = {
  invalid: 'Enter a real date as YYYY-MM-DD, such as 2026-03-14.',
} as const;

/**
 * A calendar date, ISO 8601 (`2026-03-14`), refused if it is not one (`2026-02-30`). Kept as
 * that text, never as a moment: it reads the same in every time zone.
 */
const isoDate = () =>
  z.iso.date({
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : dateMessages.invalid),
  });

/** A day (a release date): typed with the browser's date picker. */
export const date = {
  ...plainText,
  schema: {
    required: isoDate,
    /** An empty string (a cleared form field) means "none". */
    optional: () =>
      z
        .union([z.literal('').transform(() => undefined), isoDate()])
        .optional()
        .transform((value) => value || undefined),
  },
  samples: {
    // Days 10 to 28: a real date in every month, two digits without padding.
    valid: (_field, variant) => `2026-03-${10 + (variant % 19)}`,
    invalid: () => '2026-02-30',
  },
} satisfies FieldKindModule;
