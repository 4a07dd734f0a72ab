import type { z } from 'zod';
import type { MediaKind } from '../media';

/**
 * How the admin's form holds a kind's value while it is typed: one text, a list of texts, a
 * number (none while empty), a yes-or-no, or a choice among the field's options (one key as a
 * text, several as a list of keys).
 */
export type FormShape = 'text' | 'list' | 'number' | 'boolean' | 'select';

/** A CSV cell read back as the value it was written from, or why it cannot be. */
export type CellRead = { value: unknown } | { error: string };

/**
 * Everything about a field kind that is not the admin's (docs/decisions/069-field-kinds.md).
 * The admin's control and list cell are apps/web's registry of the same kinds, a mapped type
 * over them: a kind without them does not compile. Its JSON / OpenAPI schema is what its zod
 * schemas give (`z.toJSONSchema`), so it is declared once, by `schema`.
 */
export interface FieldKindModule {
  /** Builders of the zod schemas a content schema declares its fields of this kind with. */
  schema: Record<string, (...options: never[]) => z.ZodType>;
  form: FormShape;
  /** The media library's kind it is chosen from (an image's or a video's URL), if any. */
  media?: MediaKind;
  /** Its CSV cell (import / export); formulas are neutralised after `write`, before `read`. */
  cell: { write(value: unknown): string; read(cell: string): CellRead };
  /** The texts an admin list's search looks in. */
  searchText(value: unknown): string[];
  /** The value as one line of text (History, the conflict dialog); "" when there is none. */
  shown(value: unknown): string;
  /** For the derived tests: a value the field takes, and one it refuses. */
  samples: {
    /**
     * `variant` makes two samples differ; `schema` is the field's own (a select's options are
     * read off it).
     */
    valid(field: string, variant: number, schema: z.ZodType): unknown;
    /** `required`: the field may not be left out (an optional one may take a blank). */
    invalid(required: boolean): unknown;
    /**
     * `false`: the valid sample names stored records (a reference's ids), so it is valid only
     * once a test has made them; a record's sample leaves such a field out (none is required).
     */
    standalone?: false;
  };
}
