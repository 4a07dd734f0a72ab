import { loadPageWords } from '@studio/content';
import type { Language, PageLocale } from './page-locale';

/**
 * What a page in `language` needs before its first render: its words (none for English) and,
 * when the site has another language, the language switch. Each a chunk of its own.
 */
export async function loadPageLocale(language: Language): Promise<PageLocale> {
  const [words, LanguageSwitch] = await Promise.all([
    loadPageWords(language.locale).catch(() => undefined),
    language.locales.length > 1
      ? import('../public/layout/language-switch').then((module) => module.LanguageSwitch)
      : undefined,
  ]);
  return { ...language, words, LanguageSwitch };
}
