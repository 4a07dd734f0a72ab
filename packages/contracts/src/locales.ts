import { z } from 'zod';
import { messages } from './messages';
import { type ContentTypeName, contentTypes, type FieldSpec } from './registry';
import { type SingletonName, singletonTypes } from './singletons';

/**
 * A BCP 47 tag as LOCALES takes it: a language, then optionally a script and a region
 * (`en`, `es`, `pt-BR`, `zh-Hant-TW`, `es-419`).
 */
export const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

export { languageName, languageNames } from './language-names';

export const localeMessages = {
  /** A read or write naming a locale LOCALES does not list; never the value given (any text). */
  unknown: (locales: readonly string[]) => `Unknown locale: use one of ${locales.join(', ')}.`,
  /** LOCALES at startup. */
  emptyTag: 'expected comma-separated locale tags such as en,es (first: the default); one is empty',
  badTag: (tag: string) =>
    `expected locale tags such as en, es or pt-BR (first: the default): "${tag}" is not one`,
  duplicate: (tag: string) => `expected each locale once: "${tag}" is listed twice`,
};

/** A record's translations: per non-default locale, its localized fields' values. */
export type Translations = Record<string, Record<string, unknown>>;

/** A content type or a singleton kind: whatever has registry field specs. */
export type LocalizableName = ContentTypeName | SingletonName;

const specsOf = (name: LocalizableName): Record<string, FieldSpec> =>
  name in contentTypes
    ? contentTypes[name as ContentTypeName].fields
    : singletonTypes[name as SingletonName].fields;

const localizedByName = new Map<string, readonly string[]>();

/** The fields of a type (or singleton) whose registry spec says `localized`, in form order. */
export function localizedFields(name: LocalizableName): readonly string[] {
  let fields = localizedByName.get(name);
  if (!fields) {
    fields = Object.entries(specsOf(name)).flatMap(([field, spec]) =>
      spec.localized ? [field] : [],
    );
    localizedByName.set(name, fields);
  }
  return fields;
}

export const isLocalized = (name: LocalizableName, field: string): boolean =>
  localizedFields(name).includes(field);

/** A value that counts as a translation: no empty text, no empty list, nothing absent. */
export const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * The values as `translation` reads them: each localized field from it where it has one,
 * else the default locale's (field by field). The values themselves when nothing changes.
 */
export function translated<T extends object>(
  values: T,
  translation: Readonly<Record<string, unknown>> | undefined,
  fields: readonly string[],
): T {
  if (!translation) return values;
  const overrides = fields.filter((field) => hasValue(translation[field]));
  if (overrides.length === 0) return values;
  return Object.assign(
    {},
    values,
    Object.fromEntries(overrides.map((field) => [field, translation[field]])),
  );
}

/**
 * The non-default locales where a localized field with a default value has no translation
 * (the admin list's "ES missing").
 */
export function missingLocales(
  values: object,
  translations: Translations | undefined,
  fields: readonly string[],
  others: readonly string[],
): string[] {
  const defaults = new Map<string, unknown>(Object.entries(values));
  const needed = fields.filter((field) => hasValue(defaults.get(field)));
  return others.filter((locale) =>
    needed.some((field) => !hasValue(translations?.[locale]?.[field])),
  );
}

/**
 * `?locale=xx` on a REST call, `locale` in a tRPC input: which locale's values to read or
 * write (left out: the default locale's). Checked against LOCALES by the service.
 */
export const localeQuerySchema = z.object({ locale: z.string().optional() });

/** A record's (or a singleton's) stored translation for one locale, without fallback. */
export const translationAnswerSchema = z.object({
  /** Each localized field: the locale's value, or null where there is none. */
  values: z.record(z.string(), z.unknown()),
  /** The localized fields with a default value and no translation. */
  missing: z.array(z.string()),
});
export type TranslationAnswer = z.infer<typeof translationAnswerSchema>;

export const translationQuerySchema = z.object({ locale: z.string().min(1) });

/** The configured locales (LOCALES): every one, the first the default. */
export const localesAnswerSchema = z.object({
  locales: z.array(z.string()),
  default: z.string(),
});
export type LocalesAnswer = z.infer<typeof localesAnswerSchema>;

/**
 * A schema as a translation is written: each localized field may be left out, empty text or
 * an empty list (no translation: the default locale's value shows).
 */
export function translationSchema(schema: z.ZodObject, fields: readonly string[]): z.ZodObject {
  const relaxed = Object.fromEntries(
    fields.flatMap((field) => {
      const shape = schema.shape[field];
      return shape
        ? [
            [
              field,
              z.preprocess((value) => (hasValue(value) ? value : undefined), shape.optional()),
            ],
          ]
        : [];
    }),
  );
  return schema.extend(relaxed);
}

/**
 * The typed input of a write in any locale (tRPC): an object of the schema's fields, any of
 * them left out. Checked as a whole by the service against the type's schema as the locale
 * asks (translationSchema for a translation), so every issue is listed together, as ever.
 */
export const anyLocaleInput = <S extends z.ZodObject>(_schema: S) =>
  z.custom<Partial<z.input<S>>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    { error: messages.server.notAnObject },
  );
