import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldKind, fieldKinds } from './field-kinds';
import { contentTypeNames, contentTypes, type FieldSpec } from './registry';
import { singletonNames, singletonTypes } from './singletons';
import { sampleWidget } from './testing/sample-widget';

const kinds = Object.keys(fieldKinds) as FieldKind[];

/** Every field the registry's entries declare (types, singletons, the test type), with its schema. */
const entries: { fields: Record<string, FieldSpec>; schema: z.ZodObject }[] = [
  ...contentTypeNames.map((type) => contentTypes[type]),
  ...singletonNames.map((name) => singletonTypes[name]),
  sampleWidget,
];
const declared = entries.flatMap(({ fields, schema }) =>
  Object.entries(fields).map(([name, spec]) => ({ name, spec, schema: schema.shape[name] })),
);

describe.each(kinds)('the %s kind', (name) => {
  const kind = fieldKinds[name];
  const builders = Object.entries(kind.schema).map(([builder, build]) => ({
    builder,
    schema: (build as () => z.ZodType)(),
  }));

  it.each(builders)(
    'its $builder schema takes its valid sample and refuses its invalid one',
    ({ builder, schema }) => {
      expect(schema.safeParse(kind.samples.valid('field', 1)).success).toBe(true);
      const refused = schema.safeParse(kind.samples.invalid(builder !== 'optional'));
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toMatch(/\S/);
    },
  );

  it.each(builders)(
    'its $builder schema has a JSON Schema (the OpenAPI document)',
    ({ schema }) => {
      const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
      // A shape, not "anything": a type, or the types it may be.
      expect(Object.keys(json)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(type|anyOf)$/)]),
      );
    },
  );

  it('writes a value as a CSV cell and reads the same value back', () => {
    const value = kind.samples.valid('field', 2);
    expect(kind.cell.read(kind.cell.write(value))).toEqual({ value });
    expect(kind.cell.write(undefined)).toBe('');
  });

  it('gives its value as text to search and to show, and nothing for none', () => {
    const value = kind.samples.valid('field', 3);
    expect(kind.searchText(value).join(' ')).toContain('3');
    expect(kind.shown(value)).toContain('3');
    expect(kind.shown(undefined)).toBe('');
    expect(kind.searchText(undefined)).toEqual([]);
  });
});

describe("every registry field is its kind's", () => {
  it.each(declared)(
    '$name ($spec.kind) takes its kind’s valid sample',
    ({ name, spec, schema }) => {
      expect(schema?.safeParse(fieldKinds[spec.kind].samples.valid(name, 1)).success).toBe(true);
    },
  );

  it.each(declared)('$name ($spec.kind) refuses its kind’s invalid sample', ({ spec, schema }) => {
    const required = schema?.safeParse(undefined).success === false;
    expect(schema?.safeParse(fieldKinds[spec.kind].samples.invalid(required)).success).toBe(false);
  });
});

it('the test-only type has a field of every kind', () => {
  const used = new Set(Object.values(sampleWidget.fields).map((spec) => spec.kind));
  expect([...used].sort()).toEqual([...kinds].sort());
});
