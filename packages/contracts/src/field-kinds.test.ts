import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { musicSchema } from './content-schemas';
import { REQUIRED_MESSAGE } from './field-checks';
import {
  booleanMessages,
  datetimeMessages,
  type FieldKind,
  fieldKinds,
  numberMessages,
  referenceMessages,
  referenceOf,
  selectMessages,
  selectOf,
} from './field-kinds';
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

/** What a kind's builders are given here: a select's options (the others need nothing). */
const builderArgs: Partial<Record<FieldKind, unknown[]>> = {
  select: [['small', 'medium', 'large']],
  reference: ['podcast', 3],
};

describe.each(kinds)('the %s kind', (name) => {
  const kind = fieldKinds[name];
  const builders = Object.entries(kind.schema).map(([builder, build]) => ({
    builder,
    schema: (build as (...args: unknown[]) => z.ZodType)(...(builderArgs[name] ?? [])),
  }));

  it.each(builders)(
    'its $builder schema takes its valid sample and refuses its invalid one',
    ({ builder, schema }) => {
      expect(schema.safeParse(kind.samples.valid('field', 1, schema)).success).toBe(true);
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

  it.each(builders)(
    'writes a $builder value as a CSV cell and reads the same value back',
    ({ schema }) => {
      const value = kind.samples.valid('field', 2, schema);
      expect(kind.cell.read(kind.cell.write(value))).toEqual({ value });
      expect(kind.cell.write(undefined)).toBe('');
    },
  );

  it.each(builders)(
    'shows two $builder values as two texts, searched in what it shows, and nothing for none',
    ({ schema }) => {
      const [one, other] = [3, 4].map((variant) => kind.samples.valid('field', variant, schema));
      expect(kind.shown(one)).toMatch(/\S/);
      expect(kind.shown(one)).not.toBe(kind.shown(other));
      for (const text of kind.searchText(one)) expect(kind.shown(one)).toContain(text);
      expect(kind.shown(undefined)).toBe('');
      expect(kind.searchText(undefined)).toEqual([]);
    },
  );
});

describe("every registry field is its kind's", () => {
  it.each(declared)(
    '$name ($spec.kind) takes its kind’s valid sample',
    ({ name, spec, schema }) => {
      const valid = schema && fieldKinds[spec.kind].samples.valid(name, 1, schema);
      expect(schema?.safeParse(valid).success).toBe(true);
    },
  );

  it.each(declared)('$name ($spec.kind) refuses its kind’s invalid sample', ({ spec, schema }) => {
    const required = schema?.safeParse(undefined).success === false;
    expect(schema?.safeParse(fieldKinds[spec.kind].samples.invalid(required)).success).toBe(false);
  });
});

describe('the number kind', () => {
  const { required, optional } = fieldKinds.number.schema;
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('takes a decimal unless the field is whole numbers, within its bounds', () => {
    expect(required().parse(4.5)).toBe(4.5);
    expect(messageOf(required({ integer: true }), 4.5)).toBe(numberMessages.notWhole);
    expect(messageOf(required({ min: 0 }), -1)).toBe(numberMessages.tooSmall(0));
    expect(messageOf(required({ max: 5 }), 6)).toBe(numberMessages.tooLarge(5));
    expect(required({ min: 1, max: 5 }).parse(5)).toBe(5);
  });

  it('refuses a number sent as text ("12") with its own message; none is none', () => {
    expect(messageOf(required(), '12')).toBe(numberMessages.notNumber);
    expect(messageOf(required(), undefined)).toBe(REQUIRED_MESSAGE);
    expect(optional().parse(undefined)).toBeUndefined();
  });

  it('reads a CSV cell as JSON writes a number, and nothing looser', () => {
    expect(fieldKinds.number.cell.read('-2.5e3')).toEqual({ value: -2500 });
    for (const cell of ['12 apples', '0x1f', ' 12', 'NaN']) {
      expect(fieldKinds.number.cell.read(cell)).toEqual({ error: numberMessages.badCell });
    }
  });
});

describe('the boolean kind', () => {
  const { required, withDefault } = fieldKinds.boolean.schema;

  it('refuses a yes-or-no sent as text ("yes") with its own message; left out is its default', () => {
    expect(required().safeParse('yes').error?.issues[0]?.message).toBe(booleanMessages.notBoolean);
    expect(withDefault(true).parse(undefined)).toBe(true);
    expect(withDefault().parse(undefined)).toBe(false);
  });

  it('reads a CSV cell of true or false, and nothing else', () => {
    expect(fieldKinds.boolean.cell.read('false')).toEqual({ value: false });
    for (const cell of ['yes', 'TRUE', '1']) {
      expect(fieldKinds.boolean.cell.read(cell)).toEqual({ error: booleanMessages.badCell });
    }
  });
});

describe('the datetime kind', () => {
  const { required, optional } = fieldKinds.datetime.schema;
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('stores an instant in UTC, to the second, whatever offset it was sent with', () => {
    expect(required().parse('2026-03-14T20:30:00+02:00')).toBe('2026-03-14T18:30:00Z');
    expect(required().parse('2026-03-14T13:30:00-05:00')).toBe('2026-03-14T18:30:00Z');
    // Across midnight: the UTC day is the one stored.
    expect(required().parse('2026-03-15T01:30:00+09:00')).toBe('2026-03-14T16:30:00Z');
    // A whole second as toISOString writes it is the same instant.
    expect(required().parse('2026-03-14T18:30:00.000Z')).toBe('2026-03-14T18:30:00Z');
  });

  it.each([
    '2026-03-14T18:30:00',
    '2026-02-30T10:00:00Z',
    '2026-03-14T18:30:00.5Z',
    '2026-03-14',
    'tomorrow',
    '0000-01-01T00:30:00+01:00',
    1773513000000,
  ])('refuses %j with its own message, optional or not', (value) => {
    expect(messageOf(required(), value)).toBe(datetimeMessages.invalid);
    expect(messageOf(optional(), value)).toBe(datetimeMessages.invalid);
  });

  it('takes a blank (a cleared form field) as none where it is optional', () => {
    expect(optional().parse('')).toBeUndefined();
    expect(optional().parse(undefined)).toBeUndefined();
    expect(messageOf(required(), undefined)).toBe(REQUIRED_MESSAGE);
  });

  it('stores texts that sort in time order, where the texts sent sort the other way', () => {
    // 20:00, 18:30 and 18:00 in UTC.
    const sent = ['2026-03-14T12:00:00-08:00', '2026-03-14T18:30:00Z', '2026-03-14T20:00:00+02:00'];
    expect([...sent].sort()).toEqual(sent);
    expect(sent.map((value) => required().parse(value)).sort()).toEqual([
      '2026-03-14T18:00:00Z',
      '2026-03-14T18:30:00Z',
      '2026-03-14T20:00:00Z',
    ]);
  });
});

describe('the select kind', () => {
  const { required, optional, several } = fieldKinds.select.schema;
  const sizes = ['small', 'medium', 'large'] as const;
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('takes one listed key; refuses any other, "yes" and numbers, naming the options', () => {
    expect(required(sizes).parse('medium')).toBe('medium');
    for (const value of ['huge', 'yes', 3, 'Small']) {
      expect(messageOf(required(sizes), value)).toBe(selectMessages.notListed(sizes));
    }
    expect(selectMessages.notListed(sizes)).toBe('Choose one of: small, medium, large.');
    expect(messageOf(required(sizes), undefined)).toBe(REQUIRED_MESSAGE);
    expect(messageOf(optional(sizes), 'huge')).toBe(selectMessages.notListed(sizes));
    expect(optional(sizes).parse('')).toBeUndefined();
    expect(optional(sizes).parse(undefined)).toBeUndefined();
  });

  it('takes several distinct keys in the order chosen, up to its cap', () => {
    expect(several(sizes).parse(['large', 'small'])).toEqual(['large', 'small']);
    expect(several(sizes).parse([])).toEqual([]);
    expect(messageOf(several(sizes), undefined)).toBe(REQUIRED_MESSAGE);
    expect(messageOf(several(sizes), ['small', 'huge'])).toBe(selectMessages.notListed(sizes));
    expect(several(sizes).safeParse('small').error?.issues).toEqual([
      expect.objectContaining({ message: selectMessages.notList(sizes) }),
    ]);
    expect(messageOf(several(sizes), ['small', 'small'])).toBe(selectMessages.repeated);
    expect(messageOf(several(sizes, 2), sizes)).toBe(selectMessages.tooMany(2));
  });

  it('gives its options to whoever reads the schema, however it is wrapped', () => {
    expect(selectOf(required(sizes))).toEqual({ options: sizes, several: false });
    expect(selectOf(optional(sizes))).toEqual({ options: sizes, several: false });
    expect(selectOf(several(sizes).optional())).toEqual({ options: sizes, several: true });
    expect(selectOf(several(sizes).default([]))).toEqual({ options: sizes, several: true });
    expect(selectOf(musicSchema.shape.genres)?.options).toContain('film-score');
    expect(selectOf(z.string())).toBeUndefined();
    const json = z.toJSONSchema(several(sizes), { io: 'input' });
    expect(json).toMatchObject({
      type: 'array',
      items: { enum: [...sizes] },
      maxItems: 3,
      uniqueItems: true,
    });
  });

  it('writes one key as it is and several as JSON; a broken list is an issue', () => {
    const { cell } = fieldKinds.select;
    expect(cell.write('film-score')).toBe('film-score');
    expect(cell.write(['rock', 'jazz'])).toBe('["rock","jazz"]');
    expect(cell.read('["rock","jazz"]')).toEqual({ value: ['rock', 'jazz'] });
    expect(cell.read('["rock"')).toEqual({ error: selectMessages.badCell });
    expect(fieldKinds.select.shown(['rock', 'jazz'])).toBe('rock, jazz');
  });
});

it('the test-only type has a field of every kind', () => {
  const used = new Set(Object.values(sampleWidget.fields).map((spec) => spec.kind));
  expect([...used].sort()).toEqual([...kinds].sort());
});

describe('the reference kind', () => {
  const { optional, several } = fieldKinds.reference.schema;
  const id = '01900000-0000-7000-8000-000000000001';
  const other = '01900000-0000-7000-8000-000000000002';
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it('takes an id, or several distinct ones up to its most; the server checks they exist', () => {
    expect(optional('podcast').parse(id)).toBe(id);
    expect(several('podcast', 2).parse([other, id])).toEqual([other, id]);
    expect(messageOf(several('podcast', 1), [id, other])).toBe(referenceMessages.tooMany(1));
    expect(messageOf(several('podcast', 3), [id, id])).toBe(referenceMessages.repeated);
    expect(messageOf(several('podcast', 3), id)).toBe(referenceMessages.notList);
    expect(messageOf(optional('podcast'), 42)).toBe(referenceMessages.notId);
    expect(messageOf(optional('podcast'), 'x'.repeat(65))).toBe(referenceMessages.notId);
    expect(optional('podcast').parse('')).toBeUndefined();
  });

  it('declares its target once, in its schema, where the OpenAPI document shows it', () => {
    expect(referenceOf(optional('podcast'))).toEqual({ to: 'podcast', several: false });
    expect(referenceOf(several('music', 2).default([]))).toEqual({ to: 'music', several: true });
    expect(referenceOf(fieldKinds.text.schema.required())).toBeUndefined();
    const json = z.toJSONSchema(several('podcast', 2), { io: 'input' });
    expect(json).toMatchObject({ maxItems: 2, items: { 'x-references': 'podcast' } });
  });

  it.each(declared.filter(({ spec }) => spec.kind === 'reference'))(
    '$name points at a content type',
    ({ schema }) => {
      expect(contentTypeNames).toContain(referenceOf(schema)?.to);
    },
  );
});
