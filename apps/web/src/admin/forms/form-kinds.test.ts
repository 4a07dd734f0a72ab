import { sampleWidget } from '@studio/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { formFields, formValues } from './form-values';
import { draftValues } from './unsaved-drafts';

// No registry type has a number or a yes-or-no yet: the test-only type brings one of each.
vi.mock(import('@studio/contracts/content-types'), async (importOriginal) => {
  const { withSampleWidget } = await import('@studio/contracts/testing');
  return withSampleWidget(await importOriginal());
});

const fields = formFields(sampleWidget);

describe('a form of number and yes-or-no fields', () => {
  it('holds a number as a number and a yes-or-no as one, starting at its default', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shape: 'number', name: 'rating', required: false }),
        expect.objectContaining({ shape: 'boolean', name: 'featured', initial: false }),
      ]),
    );
    expect(formValues(fields)).toMatchObject({ rating: undefined, featured: false });
    const record = { ...formValues(fields), rating: 4, featured: true };
    expect(formValues(fields, record)).toMatchObject({ rating: 4, featured: true });
  });

  it('keeps a draft of a number and a yes-or-no, and drops their text ("4", "yes")', () => {
    expect(draftValues(fields, { rating: 4, featured: true })).toMatchObject({
      rating: 4,
      featured: true,
    });
    const typedAsText = draftValues(fields, { rating: '4', featured: 'yes' });
    expect(typedAsText).not.toHaveProperty('rating');
    expect(typedAsText).not.toHaveProperty('featured');
  });
});

describe('a form of a date-and-time field', () => {
  it('holds the stored UTC text, which the entry’s schema takes as it is', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shape: 'text', kind: 'datetime', name: 'startsAt' }),
      ]),
    );
    const record = { ...formValues(fields), startsAt: '2026-03-14T18:30:00Z' };
    expect(formValues(fields, record)).toMatchObject({ startsAt: '2026-03-14T18:30:00Z' });
    expect(sampleWidget.schema.shape.startsAt.parse('2026-03-14T18:30:00Z')).toBe(
      '2026-03-14T18:30:00Z',
    );
    // Cleared in the form: none.
    expect(sampleWidget.schema.shape.startsAt.parse('')).toBeUndefined();
  });
});
