import type { Catalogue, LaterWords, PageWords } from './catalogue';

/**
 * The catalogues besides English, by locale, each in two parts loaded on first use (in the
 * browser, chunks of their own that only a page in its language loads): the words of a page's
 * first render, and those it reads later (a form's messages, the pages' heads). A configured
 * locale without one shows the English words.
 */
const catalogues: Record<
  string,
  { words: () => Promise<PageWords>; later: () => Promise<LaterWords> }
> = {
  es: {
    words: () => import('./es').then((module) => module.es),
    later: () => import('./es-later').then((module) => module.esLater),
  },
};

/** The words of a page's first render in `locale`; undefined for English, or a language with no catalogue. */
export const loadPageWords = (locale: string): Promise<PageWords | undefined> =>
  catalogues[locale]?.words() ?? Promise.resolve(undefined);

/** The words a page in `locale` reads later (a form's messages); undefined as `loadPageWords`. */
export const loadLaterWords = (locale: string): Promise<LaterWords | undefined> =>
  catalogues[locale]?.later() ?? Promise.resolve(undefined);

/** All the words of `locale` (the server's: page heads and messages too); undefined as above. */
export async function loadCatalogue(locale: string): Promise<Catalogue | undefined> {
  const [words, later] = await Promise.all([loadPageWords(locale), loadLaterWords(locale)]);
  return words && later ? { ...words, ...later } : undefined;
}
