import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

const COMPONENTS = '#/components/schemas/';

// Refinements (URL checks, "not blank") and transforms have no JSON Schema form: they are left
// out ("any") rather than failing, so the document describes the shape and the limits.
const options = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

/** The top-level keywords of a standalone schema that mean nothing inside a document. */
function embedded({ $schema, $id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/**
 * One schema, on its own. `input` describes what a caller may send; `output` what parsing
 * makes of it (the query's `limit` as the bounded number it becomes, not as its text).
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema =>
  embedded(z.toJSONSchema(schema, { ...options, io }));

/**
 * The document's named schemas: each contract schema given a name here becomes one entry of
 * `components.schemas`, and a schema used inside another is referenced, not repeated.
 */
export class SchemaComponents {
  readonly #registry = z.registry<{ id: string }>();
  readonly #byName = new Map<string, z.ZodType>();

  /** A reference to the schema under this name (registered on first use). */
  ref(name: string, schema: z.ZodType): JsonSchema {
    const known = this.#byName.get(name);
    if (known && known !== schema) throw new Error(`two schemas named ${name}`);
    if (!known) {
      this.#registry.add(schema, { id: name });
      this.#byName.set(name, schema);
    }
    return { $ref: `${COMPONENTS}${name}` };
  }

  /**
   * Described as accepted (`input`): answers are records the same schemas produced, and an
   * answer's optional field left out is then optional here too.
   */
  toJson(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.#registry, {
      ...options,
      io: 'input',
      uri: (id) => `${COMPONENTS}${id}`,
    });
    return Object.fromEntries(
      Object.entries(schemas).map(([name, schema]) => [name, embedded(schema)]),
    );
  }
}
