import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FormSource } from '../forms/form-values';
import {
  defaultValuesOf,
  isUntranslated,
  translationBody,
  translationFields,
  translationSchema,
  translationShown,
  translationValues,
} from './translation-values';

// Field names of the registry (FormValues is checked against them): a title, an image, a list.
const source: FormSource = {
  fields: {
    cardTitle: { label: 'Title', kind: 'text', localized: true },
    prodImg: { label: 'Image', kind: 'image' },
    features: { label: 'Features', kind: 'list', localized: true },
  },
  schema: z.object({
    cardTitle: z.string().trim().min(1, 'Required').max(10, 'Too long'),
    prodImg: z.string().min(1),
    features: z.array(z.string().trim().min(1, 'Required')).optional(),
  }),
};

const record = { cardTitle: 'Monsoon', prodImg: '/media/a.jpg', features: ['Warm', 'Loud'] };

describe('translationFields', () => {
  it('are the localized fields only, in form order', () => {
    expect(translationFields(source).map((field) => field.name)).toEqual(['cardTitle', 'features']);
  });
});

describe('translationValues', () => {
  const fields = translationFields(source);
  const defaults = defaultValuesOf(fields, record);

  it('shows what is stored, empty where missing, one row per default item of a missing list', () => {
    expect(translationValues(fields, { cardTitle: 'Monzón', features: null }, defaults)).toEqual({
      cardTitle: 'Monzón',
      features: ['', ''],
    });
    expect(translationValues(fields, { cardTitle: null, features: ['Cálido'] }, defaults)).toEqual({
      cardTitle: '',
      features: ['Cálido'],
    });
  });

  it('gives a missing list one row even when the default has none', () => {
    expect(translationValues(fields, {}, { cardTitle: 'x', features: [] })).toEqual({
      cardTitle: '',
      features: [''],
    });
  });
});

describe('translationSchema', () => {
  const schema = translationSchema(source, translationFields(source))['~standard'];

  it('lets an empty field through: it falls back to the default', () => {
    expect(schema.validate({ cardTitle: '  ', features: ['', ''] })).toEqual({
      value: { cardTitle: '  ', features: ['', ''] },
    });
  });

  it("checks a typed field by the entry's own schema, the issue on that field", () => {
    const result = schema.validate({ cardTitle: 'Far too long a title', features: ['Uno', ''] });
    expect(result).toMatchObject({
      issues: [
        { message: 'Too long', path: ['cardTitle'] },
        { message: 'Required', path: ['features', 1] },
      ],
    });
  });
});

describe('translationBody', () => {
  it('sends the shared fields as stored and each translated field as typed', () => {
    expect(
      translationBody(source, record, { cardTitle: 'Monzón', features: ['Cálido', 'Fuerte'] }),
    ).toEqual({ prodImg: '/media/a.jpg', cardTitle: 'Monzón', features: ['Cálido', 'Fuerte'] });
  });

  it('sends an untranslated field empty, so it falls back', () => {
    expect(translationBody(source, record, { cardTitle: ' ', features: ['', ''] })).toEqual({
      prodImg: '/media/a.jpg',
      cardTitle: '',
      features: [],
    });
  });

  it('leaves out a shared field the record does not have', () => {
    expect(translationBody(source, { cardTitle: 'x' }, { cardTitle: 'y' })).toEqual({
      cardTitle: 'y',
      features: [],
    });
  });
});

describe('isUntranslated', () => {
  it('is true for blank text and a list of blank rows only', () => {
    expect(isUntranslated('')).toBe(true);
    expect(isUntranslated(undefined)).toBe(true);
    expect(isUntranslated(['', ' '])).toBe(true);
    expect(isUntranslated(['', 'a'])).toBe(false);
    expect(isUntranslated('a')).toBe(false);
  });
});

describe('translationShown', () => {
  it('shows each field as typed, and the default where nothing is typed (as the page falls back)', () => {
    const fields = translationFields(source);
    const defaults = defaultValuesOf(fields, record);
    expect(
      translationShown(fields, { cardTitle: 'Monzón', features: ['', ' '] }, defaults),
    ).toEqual({
      cardTitle: 'Monzón',
      features: ['Warm', 'Loud'],
    });
    expect(translationShown(fields, { cardTitle: '  ', features: ['Cálido'] }, defaults)).toEqual({
      cardTitle: 'Monsoon',
      features: ['Cálido'],
    });
  });
});
