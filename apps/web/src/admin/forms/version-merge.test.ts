import { describe, expect, it } from 'vitest';
import type { FormField } from './form-values';
import { mergedValues, mergeRows } from './version-merge';

const fields: FormField[] = [
  { shape: 'text', kind: 'text', name: 'title', label: 'Title', required: true },
  { shape: 'text', kind: 'textarea', name: 'description', label: 'Description', required: true },
  { shape: 'text', kind: 'image', name: 'imageUrl', label: 'Image', required: true },
  { shape: 'list', kind: 'list', name: 'features', label: 'Features', required: false },
];

const original = { title: 'Old', description: 'Text', imageUrl: '/a.jpg', features: ['one'] };

describe('merging an edit into a version saved meanwhile', () => {
  it('keeps each side’s one-sided change and leaves untouched fields out', () => {
    const yours = { ...original, title: 'Mine' };
    const saved = { ...original, features: ['one', 'two'] };
    const rows = mergeRows(fields, { original, yours, saved });
    expect(rows.map((row) => [row.field.name, row.merge])).toEqual([
      ['title', 'yours'],
      ['features', 'saved'],
    ]);
    expect(mergedValues(rows, saved, {})).toEqual({
      ...original,
      title: 'Mine',
      features: ['one', 'two'],
    });
  });

  it('asks where both changed a field differently, and takes the side picked', () => {
    const yours = { ...original, description: 'Mine', imageUrl: '/b.jpg' };
    const saved = { ...original, description: 'Theirs', imageUrl: '/b.jpg' };
    const rows = mergeRows(fields, { original, yours, saved });
    expect(rows.map((row) => [row.field.name, row.merge])).toEqual([
      ['description', 'pick'],
      ['imageUrl', 'same'],
    ]);
    expect(rows[0]).toMatchObject({ yours: 'Mine', saved: 'Theirs', original: 'Text' });
    // Not picked: yours stays; picked: the side chosen.
    expect(mergedValues(rows, saved, {}).description).toBe('Mine');
    expect(mergedValues(rows, saved, { description: 'saved' }).description).toBe('Theirs');
    expect(mergedValues(rows, saved, { description: 'yours' }).imageUrl).toBe('/b.jpg');
  });

  it('reads lists in order and an absent text as empty', () => {
    const yours = { ...original, features: ['one'], title: 'Old' };
    const saved = { title: 'Old', description: 'Text', imageUrl: '/a.jpg', features: ['one'] };
    expect(mergeRows(fields, { original, yours, saved })).toEqual([]);
    const reordered = { ...original, features: ['two', 'one'] };
    const rows = mergeRows(fields, {
      original: { ...original, features: ['one', 'two'] },
      yours: reordered,
      saved,
    });
    expect(rows.map((row) => row.merge)).toEqual(['pick']);
    expect(
      mergeRows(fields, {
        original: { ...original, description: undefined },
        yours: { ...original, description: '' },
        saved: original,
      }),
    ).toEqual([expect.objectContaining({ merge: 'saved' })]);
  });
});
