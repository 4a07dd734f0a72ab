import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';

export const numberMessages = {
  /** Also what `"12"` gets: a number is sent as a JSON number, not as text. */
  notNumber: 'Enter a number such as 12 or 4.5, not text.',
  notWhole: 'Enter a whole number, such as 12.',
  tooSmall: (min: number) => `Enter ${min} or more.`,
  tooLarge: (max: number) => `Enter ${max} or less.`,
  /** A CSV cell that is no number. */
  badCell: 'Use a number such as 12 or 4.5.',
} as const;

/** What a number field allows: a whole number only, and its bounds (both included). */
export interface NumberOptions {
  integer?: boolean;
  min?: number;
  max?: number;
}

/** A JSON number (finite), by the field's options; text such as `"12"` is refused. */
function numberOf({ integer = false, min, max }: NumberOptions = {}): z.ZodNumber {
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : numberMessages.notNumber),
  });
  if (integer) schema = schema.int({ error: numberMessages.notWhole });
  if (min !== undefined) schema = schema.min(min, { error: numberMessages.tooSmall(min) });
  if (max !== undefined) schema = schema.max(max, { error: numberMessages.tooLarge(max) });
  return schema;
}

// JSON's own number syntax: what the export writes, and nothing looser ("0x1f", "1e", " ").
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const shown = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** A number (a day rate, a rating): an integer or a decimal, with its bounds, per field. */
export const number = {
  schema: {
    required: (options?: NumberOptions) => numberOf(options),
    optional: (options?: NumberOptions) => numberOf(options).optional(),
  },
  form: 'number',
  cell: {
    write: shown,
    read: (cell) =>
      JSON_NUMBER.test(cell) ? { value: Number(cell) } : { error: numberMessages.badCell },
  },
  searchText: (value) => (typeof value === 'number' ? [shown(value)] : []),
  shown,
  samples: {
    // 1 to 5: inside the bounds of a rating too.
    valid: (_field, variant) => (variant % 5) + 1,
    invalid: () => '12',
  },
} satisfies FieldKindModule;
