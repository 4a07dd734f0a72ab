import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';

/** A select field's options: its stable keys, in the order offered. At least one. */
export type SelectOptions = readonly [string, ...string[]];

export const selectMessages = {
  /** A key not in the field's options, or no text at all (`"yes"` where no option is "yes", 3). */
  notListed: (options: readonly string[]) => `Choose one of: ${options.join(', ')}.`,
  /** Several options are sent as a list of keys. */
  notList: (options: readonly string[]) =>
    `Choose from ${options.join(', ')} as a list, such as ["${options[0]}"].`,
  repeated: 'Choose each option once.',
  tooMany: (max: number) => `Choose at most ${max}.`,
  /** A CSV cell that opens a list that is not JSON. */
  badCell:
    'Use the key of an option, or for several the JSON the export gave, such as ["rock", "jazz"].',
} as const;

const keyOf = (options: SelectOptions) =>
  z.enum(options, {
    error: (issue) =>
      issue.input === undefined ? REQUIRED_MESSAGE : selectMessages.notListed(options),
  });

/** What a select field declares: its options, and whether it takes several. */
export interface SelectDeclaration {
  options: readonly string[];
  several: boolean;
}

/**
 * A select field's options, read off its schema (as its builder made it, however wrapped): the
 * one place they are declared. Undefined for a schema that is no select.
 */
export function selectOf(schema: unknown): SelectDeclaration | undefined {
  if (schema instanceof z.ZodEnum) {
    return { options: schema.options.map(String), several: false };
  }
  if (schema instanceof z.ZodArray) {
    const item = selectOf(schema.element);
    return item && !item.several ? { options: item.options, several: true } : undefined;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return selectOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return selectOf(schema.in);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) {
      const found = selectOf(option);
      if (found) return found;
    }
  }
  return undefined;
}

const keysOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

const shown = (value: unknown): string => keysOf(value).join(', ');

/** The sample's field options: its schema's, or (a schema that is no select) three of its own. */
const optionsOf = (schema: unknown): SelectDeclaration =>
  selectOf(schema) ?? { options: ['first', 'second', 'third'], several: false };

/**
 * One of, or several of, a field's fixed options (music's genres): stored as their stable keys,
 * one a string, several an array of distinct keys in the order chosen. Their labels are the
 * catalogues' (`options` in @studio/content), keyed by the key; History and the CSV show keys.
 */
export const select = {
  schema: {
    required: <const T extends SelectOptions>(options: T) => keyOf(options),
    /** An empty string (a form's empty choice) means "none". */
    optional: <const T extends SelectOptions>(options: T) =>
      z
        // The union's own message: both its options refuse a key not listed, so zod's would say
        // no more than "Invalid input".
        .union([z.literal('').transform(() => undefined), keyOf(options)], {
          error: selectMessages.notListed(options),
        })
        .optional()
        .transform((value) => value || undefined),
    /**
     * Any of the options, each once, in the order chosen; `max` caps how many (by default, all
     * of them). Its field says what left out means: `.optional()` (none: a record stored before
     * the field has no key, and its answers keep their shape) or `.default([])`.
     */
    several: <const T extends SelectOptions>(options: T, max: number = options.length) =>
      z
        .array(keyOf(options), {
          error: (issue) =>
            issue.input === undefined ? REQUIRED_MESSAGE : selectMessages.notList(options),
        })
        // Refinements, not `.max()`: they run on an array only, so a text sent in its place gets
        // the one message. The JSON Schema still says so (`meta`).
        .refine((keys) => keys.length <= max, { error: selectMessages.tooMany(max) })
        .refine((keys) => new Set(keys).size === keys.length, { error: selectMessages.repeated })
        .meta({ maxItems: max, uniqueItems: true }),
  },
  form: 'select',
  cell: {
    // One: the key as it is. Several: their JSON, as a list's cell, so any key comes back as it went.
    write: (value) =>
      value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
    read: (cell) => {
      // No key opens a list (keys are slugs such as `film-score`).
      if (!cell.startsWith('[')) return { value: cell };
      try {
        return { value: JSON.parse(cell) };
      } catch {
        return { error: selectMessages.badCell };
      }
    },
  },
  searchText: keysOf,
  shown,
  samples: {
    valid: (_field, variant, schema) => {
      const { options, several } = optionsOf(schema);
      const at = (step: number) => options[(variant + step) % options.length] ?? '';
      return several && options.length > 1 ? [at(0), at(1)] : several ? [at(0)] : at(0);
    },
    invalid: () => 'no such option',
  },
} satisfies FieldKindModule;
