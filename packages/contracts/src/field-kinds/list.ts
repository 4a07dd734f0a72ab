import { z } from 'zod';
import { requiredText } from '../fields';
import type { FieldKindModule } from './kind';

const itemsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Most items a list holds unless its field says otherwise (equipment features). */
export const LIST_MAX = 50;

export const listMessages = {
  /** A list's CSV cell is its JSON; one that is not JSON cannot be read back. */
  badCell: 'Use the JSON the export gave, such as ["First", "Second"].',
} as const;

/** A list of short texts (equipment features, site phones): a `string[]`, typed one per row. */
export const list = {
  schema: {
    /** Each item required text (of at most `itemMax` characters), at most `max` items. */
    of: (max: number = LIST_MAX, item: z.ZodType<string> = requiredText()) =>
      z.array(item).max(max),
  },
  form: 'list',
  cell: {
    // Its JSON, so it comes back as it went.
    write: (value) => (value == null ? '' : JSON.stringify(value)),
    read: (cell) => {
      try {
        return { value: JSON.parse(cell) };
      } catch {
        return { error: listMessages.badCell };
      }
    },
  },
  searchText: itemsOf,
  shown: (value) => itemsOf(value).filter(Boolean).join(', '),
  samples: {
    valid: (field, variant) => [`First ${field} ${variant}`, `Second ${field} ${variant}`],
    invalid: () => 'not a list',
  },
} satisfies FieldKindModule;
