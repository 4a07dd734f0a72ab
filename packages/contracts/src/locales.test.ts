import { describe, expect, it } from 'vitest';
import {
  LOCALE_PATTERN,
  languageName,
  localeMessages,
  localizedFields,
  missingLocales,
  translated,
  translationSchema,
} from './locales';
import { contentTypeNames, contentTypes } from './registry';
import { singletonNames, singletonTypes } from './singletons';

describe('the registry says which fields are localized', () => {
  it('localizes words only: never a URL, an image, a video or an e-mail', () => {
    const kinds = [
      ...contentTypeNames.map((type) => contentTypes[type].fields),
      ...singletonNames.map((name) => singletonTypes[name].fields),
    ].flatMap((fields) => Object.values(fields).filter((spec) => spec.localized));
    expect(kinds.length).toBeGreaterThan(0);
    for (const spec of kinds) expect(['text', 'textarea', 'list']).toContain(spec.kind);
  });

  it('keeps the Spanish banner one value, and names the words of each type', () => {
    expect(localizedFields('site')).toEqual(['tagline', 'address']);
    expect(localizedFields('equipment')).toEqual(['title', 'features']);
    expect(localizedFields('music')).toEqual(['alt']);
  });
});

describe('translated', () => {
  const values = { title: 'Night', description: 'Behind', videoUrl: '/v.mp4' };
  const fields = ['title', 'description'];

  it('falls back field by field, and is the values themselves when nothing changes', () => {
    expect(translated(values, { title: 'Noche' }, fields)).toEqual({ ...values, title: 'Noche' });
    expect(translated(values, undefined, fields)).toBe(values);
    expect(translated(values, { title: '', description: '  ' }, fields)).toBe(values);
    // A shared field in a translation is not read.
    expect(translated(values, { videoUrl: '/other.mp4' }, fields)).toBe(values);
  });

  it('counts a locale missing where a field with a default value has no translation', () => {
    expect(missingLocales(values, { es: { title: 'Noche' } }, fields, ['es'])).toEqual(['es']);
    expect(
      missingLocales(values, { es: { title: 'Noche', description: 'Detrás' } }, fields, ['es']),
    ).toEqual([]);
    expect(missingLocales({ title: 'Only' }, { es: { title: 'Sólo' } }, fields, ['es'])).toEqual(
      [],
    );
  });
});

describe('translationSchema', () => {
  it('takes an empty or absent localized field, and checks the shared ones as ever', () => {
    const schema = translationSchema(contentTypes.slider.schema, localizedFields('slider'));
    expect(schema.safeParse({ videoUrl: '/v.mp4', title: '', description: '' }).success).toBe(true);
    expect(schema.safeParse({ title: 'Noche' }).success).toBe(false);
    expect(schema.safeParse({ videoUrl: '/v.mp4', title: 5 }).success).toBe(false);
  });
});

describe('locale tags and words', () => {
  it('takes BCP 47 tags as LOCALES lists them', () => {
    for (const tag of ['en', 'es', 'pt-BR', 'es-419', 'zh-Hant-TW']) {
      expect(LOCALE_PATTERN.test(tag), tag).toBe(true);
    }
    for (const tag of ['', 'EN', 'english', 'es_ES', 'es-es', 'e']) {
      expect(LOCALE_PATTERN.test(tag), tag).toBe(false);
    }
  });

  it('names each language in itself, and says which locales exist', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('English');
    expect(languageName('pt-BR')).toBe('pt-BR');
    expect(localeMessages.unknown(['en', 'es'])).toBe('Unknown locale: use one of en, es.');
  });
});
