import { contentTypes } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { formFields } from './form-values';
import {
  type DraftStorage,
  differs,
  draftKey,
  draftValues,
  NEW_RECORD,
  readDraft,
  removeDraft,
  writeDraft,
} from './unsaved-drafts';

/** The Web Storage calls the drafts make, over a Map (the browser's own is in the e2e). */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const equipment = formFields(contentTypes.equipment);

describe('draftKey', () => {
  it('keeps accounts, forms and records apart', () => {
    const keys = [
      draftKey('u1', 'content.podcast', 'r1'),
      draftKey('u2', 'content.podcast', 'r1'),
      draftKey('u1', 'content.music', 'r1'),
      draftKey('u1', 'content.podcast', 'r2'),
      draftKey('u1', 'content.podcast', NEW_RECORD),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('encodes its parts, so an id holding the separator cannot pose as another key', () => {
    expect(draftKey('a:b', 'content.podcast', 'c')).not.toBe(
      draftKey('a', 'b:content.podcast', 'c'),
    );
  });
});

describe('draftValues', () => {
  it("keeps only the form's own fields, each of its kind", () => {
    expect(
      draftValues(equipment, {
        title: 'Camera',
        src: 42,
        features: ['4K', 'Dual slots'],
        password: 'secret',
        file: { name: 'cv.pdf' },
      }),
    ).toEqual({ title: 'Camera', features: ['4K', 'Dual slots'] });
    expect(draftValues(equipment, { features: ['ok', 3] })).toEqual({});
  });
});

describe('writeDraft and readDraft', () => {
  const key = draftKey('u1', 'content.equipment', 'r1');

  it('gives back what was kept, with its time', () => {
    const storage = memoryStorage();
    const draft = { values: { title: 'Camera', features: ['4K'] }, savedAt: 1_700_000_000_000 };
    expect(writeDraft(storage, key, draft)).toBe(true);
    expect(readDraft(storage, key, equipment)).toEqual(draft);
    expect(readDraft(storage, draftKey('u2', 'content.equipment', 'r1'), equipment)).toBe(
      undefined,
    );
  });

  it('drops a stored value it cannot read', () => {
    const storage = memoryStorage();
    for (const text of ['not json', '[]', '{"values":{}}', '{"values":[],"savedAt":1}']) {
      storage.setItem(key, text);
      expect(readDraft(storage, key, equipment)).toBe(undefined);
      expect(storage.items.has(key)).toBe(false);
    }
  });

  it('keeps the version the typing started from, and offers a draft whose origin is unreadable without it', () => {
    const storage = memoryStorage();
    const origin = { version: 4, values: { title: 'Stored', features: ['HD'] } };
    const draft = { values: { title: 'Typed', features: ['HD'] }, savedAt: 9, origin };
    writeDraft(storage, key, draft);
    expect(readDraft(storage, key, equipment)).toEqual(draft);
    for (const broken of [
      { version: '4', values: {} },
      { version: 1.5, values: {} },
      { version: 4 },
    ]) {
      storage.setItem(key, JSON.stringify({ ...draft, origin: broken }));
      expect(readDraft(storage, key, equipment)).toEqual({ values: draft.values, savedAt: 9 });
    }
  });

  it('reads a stored field of the wrong kind as absent', () => {
    const storage = memoryStorage();
    storage.setItem(key, JSON.stringify({ values: { title: ['x'], src: 'a.jpg' }, savedAt: 5 }));
    expect(readDraft(storage, key, equipment)).toEqual({ values: { src: 'a.jpg' }, savedAt: 5 });
  });

  it('reports a full storage instead of throwing', () => {
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeDraft(full, key, { values: {}, savedAt: 1 })).toBe(false);
  });

  it('removes a draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, key, { values: { title: 'Camera' }, savedAt: 1 });
    removeDraft(storage, key);
    expect(readDraft(storage, key, equipment)).toBe(undefined);
  });
});

describe('differs', () => {
  const shown = { title: 'Camera', src: 'a.jpg', features: ['4K'] };

  it('is false for a draft the form already shows', () => {
    expect(differs(equipment, { ...shown }, shown)).toBe(false);
    expect(differs(equipment, { title: 'Camera' }, shown)).toBe(false);
  });

  it('sees a changed text or list', () => {
    expect(differs(equipment, { ...shown, title: 'Lens' }, shown)).toBe(true);
    expect(differs(equipment, { ...shown, features: ['4K', 'Slots'] }, shown)).toBe(true);
    expect(differs(equipment, { ...shown, features: ['8K'] }, shown)).toBe(true);
    expect(differs(equipment, { title: '' }, { src: 'a.jpg' })).toBe(false);
    expect(differs(equipment, { title: 'x' }, { src: 'a.jpg' })).toBe(true);
  });
});
