import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../field-checks';
import type { FieldKindModule } from './kind';

/** Most characters an id may have: the store's are UUIDs (36); this only bounds the input. */
const ID_MAX = 64;

/** Where a reference field's target is written in its JSON Schema (and so the OpenAPI document). */
const TARGET_KEY = 'x-references';

export const referenceMessages = {
  notId: 'Choose a record by its id (a text).',
  notList: 'Choose records as a list of their ids, such as ["0190…"].',
  repeated: 'Choose each record once.',
  tooMany: (max: number) => `Choose at most ${max}.`,
  /** An id that names no record of the field's type (none at all, or one of another type). */
  notFound: (typeLabel: string) => `No ${typeLabel} record has this id.`,
  /** A CSV cell that opens a list that is not JSON. */
  badCell: 'Use a record id, or for several the JSON the export gave, such as ["0190…"].',
} as const;

/** A referenced record as a public read shows it beside the ids (`_refs.<field>`). */
export const recordRefSchema = z.object({ _id: z.string(), title: z.string() });
export type RecordRef = z.infer<typeof recordRefSchema>;

/** `_refs`: by field, the referenced records a read may show (one, or a list for several). */
export const recordRefsSchema = z.record(
  z.string(),
  z.union([recordRefSchema, z.array(recordRefSchema)]),
);
export type RecordRefs = z.infer<typeof recordRefsSchema>;

const idOf = (to: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : referenceMessages.notId),
    })
    .min(1, REQUIRED_MESSAGE)
    .max(ID_MAX, referenceMessages.notId)
    .meta({ [TARGET_KEY]: to });

/** What a reference field declares: the type it points at, and whether it takes several. */
export interface ReferenceDeclaration {
  /** A content type's name (the registry's test checks each is one). */
  to: string;
  several: boolean;
}

const targetOf = (schema: z.ZodType): string | undefined => {
  const to = schema.meta()?.[TARGET_KEY];
  return typeof to === 'string' ? to : undefined;
};

/**
 * A reference field's target, read off its schema (as its builder made it, however wrapped): the
 * one place it is declared. Undefined for a schema that is no reference.
 */
export function referenceOf(schema: unknown): ReferenceDeclaration | undefined {
  if (schema instanceof z.ZodString) {
    const to = targetOf(schema);
    return to === undefined ? undefined : { to, several: false };
  }
  if (schema instanceof z.ZodArray) {
    const item = referenceOf(schema.element);
    return item && !item.several ? { to: item.to, several: true } : undefined;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return referenceOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return referenceOf(schema.in);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) {
      const found = referenceOf(option);
      if (found) return found;
    }
  }
  return undefined;
}

/** The ids a reference's value holds: none, one, or several. */
export const referencedIds = (value: unknown): string[] =>
  typeof value === 'string' && value
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

/**
 * Links to records of another content type (documentary → podcasts): stored as their ids, one a
 * string, several an array of distinct ids in the order chosen. The server refuses an id that
 * names no record of that type; reads leave out ids whose record is gone (deleted, or to the
 * public not public) and carry each one left's `_id` and title in `_refs.<field>`
 * (docs/decisions/073-references.md).
 */
export const reference = {
  // No `required`: a record named may be deleted, and its link then goes; a record restored
  // from the trash or a version must still be valid without it.
  schema: {
    /** An empty string (a form's empty choice) means "none". */
    optional: (to: string) =>
      z
        .union([z.literal('').transform(() => undefined), idOf(to)], {
          error: referenceMessages.notId,
        })
        .optional()
        .transform((value) => value || undefined),
    /**
     * Any records of the type, each once, in the order chosen, at most `max`. Its field says
     * what left out means: `.optional()` or `.default([])`.
     */
    several: (to: string, max: number) =>
      z
        .array(idOf(to), {
          error: (issue) =>
            issue.input === undefined ? REQUIRED_MESSAGE : referenceMessages.notList,
        })
        // Refinements, not `.max()`: a text sent in a list's place gets the one message.
        .refine((ids) => ids.length <= max, { error: referenceMessages.tooMany(max) })
        .refine((ids) => new Set(ids).size === ids.length, { error: referenceMessages.repeated })
        .meta({ maxItems: max, uniqueItems: true }),
  },
  form: 'select',
  cell: {
    // One: the id. Several: their JSON, as a list's cell.
    write: (value) =>
      value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
    read: (cell) => {
      if (!cell.startsWith('[')) return { value: cell };
      try {
        return { value: JSON.parse(cell) };
      } catch {
        return { error: referenceMessages.badCell };
      }
    },
  },
  searchText: referencedIds,
  shown: (value) => referencedIds(value).join(', '),
  samples: {
    // Ids of the store's shape; they name no record until a test makes them.
    valid: (_field, variant, schema) => {
      const id = (step: number) =>
        `01900000-0000-7000-8000-${String(variant + step).padStart(12, '0')}`;
      return referenceOf(schema)?.several ? [id(0), id(1)] : id(0);
    },
    invalid: () => 42,
    standalone: false,
  },
} satisfies FieldKindModule;
