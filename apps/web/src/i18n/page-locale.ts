import type { PageWords, Section } from '@studio/content';
import { type ComponentType, createContext, useContext } from 'react';
import type { LanguageSwitchProps } from '../public/layout/language-switch';

/** The language a page is in, among the site's, and its words when not English. */
export interface PageLocale {
  locale: string;
  /** The configured locales, the default first; one: the site has no other language. */
  locales: readonly string[];
  /** The money the site's prices are in (CURRENCY, ISO 4217); undefined: the default. */
  currency?: string;
  /** The page's words (its catalogue but for the later sections); undefined: English, the words the pages import. */
  words?: PageWords;
  /**
   * The language switch the headers and footer show, loaded only when the site has two or
   * more languages: a site with one pays nothing for it.
   */
  LanguageSwitch?: ComponentType<LanguageSwitchProps>;
}

export const LocaleContext = createContext<PageLocale>({ locale: 'en', locales: ['en'] });

/** The page's language, before its words and switch are loaded. */
export type Language = Pick<PageLocale, 'locale' | 'locales' | 'currency'>;

/** The page's language. */
export const usePageLocale = () => useContext(LocaleContext);

/**
 * A section of the page's words: the English module the component imports, or its page
 * language's counterpart.
 */
export function useWords<K extends Section>(section: K, english: PageWords[K]): PageWords[K] {
  return useContext(LocaleContext).words?.[section] ?? english;
}

/**
 * The page's language as the server wrote it into the page (`<html lang data-locales
 * data-currency>`): the locales are named only when there are two or more, the currency only
 * when it is not the default.
 */
export function documentLocale(document: Document): Language {
  const { lang, dataset } = document.documentElement;
  const locales = dataset.locales?.split(',') ?? [lang];
  return { locale: lang, locales, currency: dataset.currency };
}

/**
 * The locale the page's reads ask for (tRPC `locale`): none in the default language, whose
 * answers (and query keys) stay as they always were.
 */
export const readLocaleOf = ({ locale, locales }: Language): string | undefined =>
  locale === locales[0] ? undefined : locale;

/** The page's `readLocaleOf`. */
export const useReadLocale = () => readLocaleOf(useContext(LocaleContext));

/**
 * The language a public form names when sent (`locale`, shown in the inbox): the page's, on a
 * site of two or more languages; none on a site of one, whose forms send what they always did.
 */
export function useFormLocale(): string | undefined {
  const { locale, locales } = useContext(LocaleContext);
  return locales.length > 1 ? locale : undefined;
}
