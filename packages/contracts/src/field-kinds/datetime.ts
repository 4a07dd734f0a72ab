import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';
import { plainText } from './plain-text';

export const datetimeMessages = {
  invalid:
    'Enter a real date and time with its UTC offset or Z, to the second, such as 2026-03-14T18:30:00Z or 2026-03-14T20:30:00+02:00.',
} as const;

/**
 * An instant as it is stored: UTC, to the second (`2026-03-14T18:30:00Z`). One length and one
 * zone, so two stored values compare and sort as texts, and read the same in every time zone.
 * A fraction of a second is dropped: callers give whole seconds.
 */
export const utcDateTime = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

// What `toISOString` gives for a year from 0000 to 9999; an offset may push an instant outside.
const STORED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether a valid ISO date-time is a whole second, and still a four-digit year in UTC. */
function storable(value: string): boolean {
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
  return !/[1-9]/.test(fraction) && STORED.test(new Date(value).toISOString());
}

/**
 * An ISO 8601 date and time with its offset or Z, a real one (`2026-02-30T10:00:00Z` is not).
 * Without an offset it is refused: whose local time it meant is unknown. A fraction of a second
 * is refused unless it is zero (`.000`, as `toISOString` writes a whole second), so nothing sent
 * changes but its zone. Checks only: the union of `optional` reports a check's own message,
 * where it would report a failed transform as its own "Invalid input".
 */
const isoDateTime = () =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : datetimeMessages.invalid),
    })
    .refine(storable, {
      error: datetimeMessages.invalid,
      // Only a valid date-time is asked; an invalid one already has its issue.
      when: (payload) => payload.issues.length === 0,
    });

/** The stored text of a valid date-time. */
const utcOf = (value: string) => utcDateTime(new Date(value));

/** A moment (when an event starts): typed in the browser's local time, stored in UTC. */
export const datetime = {
  ...plainText,
  schema: {
    required: () => isoDateTime().transform(utcOf),
    /** An empty string (a cleared form field) means "none". */
    optional: () =>
      z
        // Its own message where neither fits (a number), not the union's "Invalid input".
        .union([z.literal(''), isoDateTime()], { error: datetimeMessages.invalid })
        .optional()
        .transform((value) => (value ? utcOf(value) : undefined)),
  },
  samples: {
    // Days 10 to 28: a real date in every month.
    valid: (_field, variant) => `2026-03-${10 + (variant % 19)}T18:30:00Z`,
    invalid: () => '2026-02-30T10:00:00Z',
  },
} satisfies FieldKindModule;
