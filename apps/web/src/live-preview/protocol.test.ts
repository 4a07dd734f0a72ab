import { describe, expect, it } from 'vitest';
import { isPreviewReady, previewReady, previewValues, readPreviewValues } from './protocol';

const known = { types: ['podcast', 'music'] as const, singletons: ['site'] as const };

describe('the live preview messages', () => {
  it('reads back what the admin sends', () => {
    const edit = previewValues({ kind: 'content', type: 'podcast', id: 'p1' }, { title: 'T' });
    expect(readPreviewValues(edit, known)).toEqual({
      target: { kind: 'content', type: 'podcast', id: 'p1' },
      values: { title: 'T' },
    });
    const add = previewValues({ kind: 'content', type: 'music', id: null }, { alt: 'A' });
    expect(readPreviewValues(add, known)?.target).toEqual({
      kind: 'content',
      type: 'music',
      id: null,
    });
    const site = previewValues({ kind: 'singleton', name: 'site' }, { tagline: 'T' });
    expect(readPreviewValues(site, known)?.target).toEqual({ kind: 'singleton', name: 'site' });
  });

  it.each([
    [
      'another channel',
      { channel: 'else', target: { kind: 'content', type: 'podcast', id: null }, values: {} },
    ],
    [
      'a type no page shows',
      { ...previewValues({ kind: 'content', type: 'equipment', id: null }, {}) },
    ],
    [
      'an unknown singleton',
      {
        ...previewValues({ kind: 'singleton', name: 'site' }, {}),
        target: { kind: 'singleton', name: 'x' },
      },
    ],
    [
      'an id that is no string',
      {
        ...previewValues({ kind: 'content', type: 'podcast', id: null }, {}),
        target: { kind: 'content', type: 'podcast', id: 5 },
      },
    ],
    [
      'values that are no object',
      { ...previewValues({ kind: 'content', type: 'podcast', id: null }, {}), values: ['x'] },
    ],
    ['no object at all', 'studio-live-preview'],
  ])('ignores %s', (_, data) => {
    expect(readPreviewValues(data, known)).toBeUndefined();
  });

  it("knows the framed page's ready message, and nothing else as one", () => {
    expect(isPreviewReady(previewReady)).toBe(true);
    expect(isPreviewReady(JSON.parse(JSON.stringify(previewReady)))).toBe(true);
    expect(isPreviewReady({ ready: true })).toBe(false);
    expect(isPreviewReady(null)).toBe(false);
  });
});
