import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';

export const booleanMessages = {
  /** Also what `"yes"` gets: a yes-or-no is sent as JSON's true or false, not as text. */
  notBoolean: 'Choose yes or no: true or false, not text.',
  /** A CSV cell that is neither. */
  badCell: 'Use true or false.',
} as const;

const yesOrNo = () =>
  z.boolean({
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : booleanMessages.notBoolean),
  });

const cellOf = (value: unknown): string => (typeof value === 'boolean' ? String(value) : '');

/** A yes-or-no (available, featured): JSON's true or false, with the field's default. */
export const boolean = {
  schema: {
    required: yesOrNo,
    /** Left out (a record from before the field, a client that does not send it): `value`. */
    withDefault: (value = false) => yesOrNo().default(value),
  },
  form: 'boolean',
  cell: {
    write: cellOf,
    read: (cell) =>
      cell === 'true' || cell === 'false'
        ? { value: cell === 'true' }
        : { error: booleanMessages.badCell },
  },
  // A flag has no words of its own to search for.
  searchText: () => [],
  shown: (value) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : ''),
  samples: {
    valid: (_field, variant) => variant % 2 === 1,
    invalid: () => 'yes',
  },
} satisfies FieldKindModule;
