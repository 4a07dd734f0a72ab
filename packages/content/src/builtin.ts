import type { ContentData, ContentTypeName, SingletonData, SingletonName } from '@studio/contracts';
import { contactInfo } from './contact-info';
import { documentaries } from './documentaries';
import { equipment } from './equipment';
import { galleryItems } from './gallery';
import { about, afterProductions, productions, slides } from './home';
import { esContent } from './locales/es-content';
import { music } from './music';
import { podcasts } from './podcasts';

/** A content type's built-in records; a type may have none (and then needs no entry). */
type BuiltinContent = { [K in ContentTypeName]?: ContentData<K>[] };

/**
 * The fallback content of the public pages (SPEC.md §3, §9), also what SEED_DEMO puts in an
 * empty database.
 */
export const builtinContent = {
  slider: slides,
  production: productions,
  afterproduction: afterProductions,
  about,
  podcast: podcasts,
  music,
  documentary: documentaries,
  equipment,
  contactinfo: contactInfo,
  gallery: galleryItems,
} satisfies BuiltinContent;

const byType: BuiltinContent = builtinContent;

/** A type's built-in records, already in their validated (stored) form: none without an entry. */
export const builtinRecords = <K extends ContentTypeName>(type: K): ContentData<K>[] =>
  byType[type] ?? [];

/**
 * A language's words for the built-in records (each type's localized fields, by the English
 * record's position) and singletons: what the seed stores as their translation.
 */
export interface BuiltinTranslation {
  records: { [K in keyof typeof builtinContent]: readonly Partial<ContentData<K>>[] };
  singletons: { [K in SingletonName]: Partial<SingletonData<K>> };
}

/** The built-in content's translations, by locale. */
const builtinTranslations: Record<string, BuiltinTranslation> = { es: esContent };

/** Each of `locales` with its words from `pick` (none where that language has no words). */
const inLocales = (
  locales: readonly string[],
  pick: (translation: BuiltinTranslation) => object | undefined,
): Record<string, object> =>
  Object.fromEntries(
    locales.flatMap((locale) => {
      const translation = builtinTranslations[locale];
      const words = translation && pick(translation);
      return words ? [[locale, words]] : [];
    }),
  );

/** The `index`th built-in record of `type` in each of `locales` that has its words. */
export const builtinRecordTranslations = (
  type: ContentTypeName,
  index: number,
  locales: readonly string[],
): Record<string, object> =>
  inLocales(locales, ({ records }) => {
    const byType: { [K in ContentTypeName]?: readonly object[] } = records;
    return byType[type]?.[index];
  });

/** A singleton's built-in value in each of `locales` that has its words. */
export const builtinSingletonTranslations = (
  name: SingletonName,
  locales: readonly string[],
): Record<string, object> => inLocales(locales, ({ singletons }) => singletons[name]);
