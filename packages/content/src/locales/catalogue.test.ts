import {
  contentTypeNames,
  contentTypes,
  selectOf,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { english } from './catalogue';
import { es } from './es';
import { esLater } from './es-later';

/**
 * Every key of a catalogue, as paths ("copy.career.intro"), with what each holds: words, or a
 * message of N values. Arrays count as objects (each index a key).
 */
function keysOf(words: unknown, at = ''): string[] {
  if (typeof words === 'string') return [`${at}: words`];
  if (typeof words === 'function') return [`${at}: message of ${words.length}`];
  if (typeof words !== 'object' || words === null) return [`${at}: ${typeof words}`];
  return Object.entries(words).flatMap(([key, value]) => keysOf(value, at ? `${at}.${key}` : key));
}

const catalogues = { es: { ...es, ...esLater } };

describe('the catalogues of the public words', () => {
  it.each(Object.entries(catalogues))(
    '%s has every key of the English one, and no other',
    (_, words) => {
      expect(keysOf(words).sort()).toEqual(keysOf(english).sort());
    },
  );

  it('has words in every place, and messages that use their values', () => {
    for (const words of [english, ...Object.values(catalogues)]) {
      for (const key of keysOf(words)) expect(key).not.toMatch(/: (undefined|number|boolean)$/);
    }
    expect(es.copy.equipment.enquire('Sony FX6')).toContain('Sony FX6');
    expect(es.loadMore.show('películas')).toContain('películas');
  });

  it('counts in each language: its plural, its way of writing a number', () => {
    expect([1, 2, 0, 10_000].map(english.galleries.titles)).toEqual([
      '1 title',
      '2 titles',
      '0 titles',
      '10,000 titles',
    ]);
    expect([1, 2, 0, 10_000].map(es.galleries.titles)).toEqual([
      '1 título',
      '2 títulos',
      '0 títulos',
      '10.000 títulos',
    ]);
    expect(esLater.validation.tooLong(10_000)).toBe('Usa como máximo 10.000 caracteres.');
    expect(es.home.slider.slide(2, 10_000)).toBe('2 de 10.000');
  });

  it('fails on a missing key', () => {
    const { retry: _, ...missing } = es.loadMore;
    const whole = { ...catalogues.es, loadMore: missing };
    expect(keysOf(whole).sort()).not.toEqual(keysOf(english).sort());
    // The same check passes with the key: only the missing one makes the difference.
    expect(keysOf({ ...whole, loadMore: es.loadMore }).sort()).toEqual(keysOf(english).sort());
  });

  it("labels every option of the registry's select fields, in every catalogue", () => {
    const entries = [
      ...contentTypeNames.map((type) => contentTypes[type]),
      ...singletonNames.map((name) => singletonTypes[name]),
    ];
    const keys = entries.flatMap(({ schema }) =>
      Object.values(schema.shape).flatMap((field) => selectOf(field)?.options ?? []),
    );
    expect(keys).toContain('film-score');
    for (const words of [english, ...Object.values(catalogues)]) {
      for (const key of keys) expect(words.options, key).toHaveProperty([key], expect.any(String));
    }
    expect(es.options['film-score']).toBe('Música de cine');
  });

  it('is English word for word: the modules the pages read', async () => {
    const { contactMessages, banners, messages } = await import('@studio/contracts');
    expect(english.contact).toBe(contactMessages);
    expect(english.banners).toBe(banners);
    expect(english.career).toBe(messages.career);
  });
});
