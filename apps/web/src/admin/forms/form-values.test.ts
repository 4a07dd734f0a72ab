import {
  contentSchema,
  contentTypes,
  musicGenres,
  REQUIRED_MESSAGE,
  singletonTypes,
} from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { formFields, formSchema, formValues } from './form-values';

describe('formFields', () => {
  it("lists a type's fields in the registry's order, with kinds and required marks", () => {
    expect(formFields(contentTypes.music)).toEqual([
      { shape: 'text', kind: 'image', name: 'src', label: 'Poster image URL', required: true },
      { shape: 'text', kind: 'text', name: 'alt', label: 'Title', required: true },
      {
        shape: 'text',
        kind: 'video',
        name: 'video',
        label: 'Trailer video URL (optional)',
        required: false,
      },
      {
        shape: 'select',
        kind: 'select',
        several: true,
        name: 'genres',
        label: 'Genres (optional)',
        required: false,
        options: musicGenres,
      },
    ]);
  });

  it('makes a select field of the options its schema declares: several a list of keys, none when a record has none', () => {
    const music = formFields(contentTypes.music);
    expect(formValues(music).genres).toEqual([]);
    expect(formValues(music, { alt: 'Old release' }).genres).toEqual([]);
    expect(formValues(music, { genres: ['jazz', 'folk'] }).genres).toEqual(['jazz', 'folk']);
  });

  it('makes a reference a select field of the records of its type, their ids as its value', () => {
    const documentary = formFields(contentTypes.documentary);
    expect(documentary.find((field) => field.name === 'relatedPodcasts')).toEqual({
      shape: 'select',
      kind: 'reference',
      several: true,
      name: 'relatedPodcasts',
      label: contentTypes.documentary.fields.relatedPodcasts.label,
      required: false,
      options: [],
      records: 'podcast',
    });
    expect(formValues(documentary, { relatedPodcasts: ['p2', 'p1'] }).relatedPodcasts).toEqual([
      'p2',
      'p1',
    ]);
    expect(formValues(documentary, { alt: 'Old film' }).relatedPodcasts).toEqual([]);
  });

  it('makes a list kind a list field (equipment features, site phones)', () => {
    expect(formFields(contentTypes.equipment).find((field) => field.name === 'features')).toEqual({
      shape: 'list',
      kind: 'list',
      name: 'features',
      label: 'Features',
      required: false,
    });
    const site = formFields(singletonTypes.site);
    expect(site.map((field) => field.name)).toEqual(Object.keys(singletonTypes.site.fields));
    expect(site.find((field) => field.name === 'phones')?.shape).toBe('list');
  });
});

describe('formValues', () => {
  const equipment = formFields(contentTypes.equipment);

  it('starts an add form blank', () => {
    expect(formValues(equipment)).toEqual({
      title: '',
      src: '',
      features: [],
      dailyRate: undefined,
      available: true,
    });
  });

  it('fills an edit form from the record, keeping one row in an empty list', () => {
    const record = {
      _id: 'e1',
      title: 'Camera',
      src: '/c.svg',
      features: ['4K', 'Dual slots'],
      dailyRate: 2500,
      available: false,
    };
    expect(formValues(equipment, record)).toEqual({
      title: 'Camera',
      src: '/c.svg',
      features: ['4K', 'Dual slots'],
      dailyRate: 2500,
      available: false,
    });
    // A record from before the rate and the flag: none, and the flag's default.
    expect(formValues(equipment, { title: 'Bare' })).toEqual({
      title: 'Bare',
      src: '',
      features: [''],
      dailyRate: undefined,
      available: true,
    });
  });

  it('reads values of the wrong shape as empty', () => {
    expect(
      formValues(equipment, { title: 7, features: 'not a list', dailyRate: '12', available: 'no' }),
    ).toEqual({ title: '', src: '', features: [''], dailyRate: undefined, available: true });
  });
});

describe('formSchema', () => {
  it("validates with the type's own schema, issue by field", async () => {
    const result = await formSchema(contentSchema('podcast'))['~standard'].validate({
      title: 'Kept',
      posterUrl: '',
      videoUrl: '/media/video/doc-slide-1.mp4',
    });
    // The form shows a field's first issue next to it.
    expect(result.issues?.map((issue) => issue.path)).toEqual([['posterUrl'], ['posterUrl']]);
    expect(result.issues?.[0]?.message).toBe(REQUIRED_MESSAGE);
  });
});
