import { optionalText, requiredText } from '../fields';
import type { FieldKindModule } from './kind';
import { plainText } from './plain-text';

/** One line of words (a title, a name); the first `text` field names a record. */
export const text = {
  ...plainText,
  schema: { required: requiredText, optional: optionalText },
  samples: {
    valid: (field, variant) => `Sample ${field} ${variant}`,
    // Blank is not text enough for a required field; an optional one takes it, but not a number.
    invalid: (required) => (required ? '   ' : 12345),
  },
} satisfies FieldKindModule;
