import { hasValue, type TranslationAnswer, type Translations } from '@studio/contracts';

// How a record's (or a singleton's) translations are written and read raw, for the content and
// singleton services alike; `fields` are its localized fields (localizedFields).

/** A translation as written: the localized fields of `values` that hold one. */
export function translationOf(fields: readonly string[], values: object): Record<string, unknown> {
  const given = new Map<string, unknown>(Object.entries(values));
  return Object.fromEntries(
    fields.flatMap((field) => (hasValue(given.get(field)) ? [[field, given.get(field)]] : [])),
  );
}

/** `stored` with `locale`'s translation replaced (an empty one: none kept). */
export function withTranslation(
  stored: Translations,
  locale: string,
  translation: Record<string, unknown>,
): Translations {
  const { [locale]: _replaced, ...others } = stored;
  return Object.keys(translation).length > 0 ? { ...others, [locale]: translation } : others;
}

/**
 * A translated write's fields: the default locale's localized values as stored, the shared
 * ones from the input (they apply to every locale).
 */
export function sharedFrom(fields: readonly string[], current: object, input: object): object {
  const localized = new Set(fields);
  const keep = (values: object, localizedOnes: boolean) =>
    Object.entries(values).filter(([field]) => localized.has(field) === localizedOnes);
  return Object.fromEntries([...keep(current, true), ...keep(input, false)]);
}

/**
 * A stored translation as the admin's locale tab reads it: each localized field's value or
 * null (no fallback), and those with a default value but no translation.
 */
export function rawTranslation(
  fields: readonly string[],
  defaults: object,
  stored: Readonly<Record<string, unknown>> | undefined,
): TranslationAnswer {
  const values = new Map<string, unknown>(Object.entries(defaults));
  return {
    values: Object.fromEntries(fields.map((field) => [field, stored?.[field] ?? null])),
    missing: fields.filter((field) => hasValue(values.get(field)) && !hasValue(stored?.[field])),
  };
}
