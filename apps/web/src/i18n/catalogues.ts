import type { Catalogue } from '@studio/content';

/**
 * The catalogues besides English, by locale: each a chunk of its own, loaded only by a page in
 * its language. A configured locale without one shows the English words.
 */
const catalogues: Record<string, () => Promise<Catalogue>> = {
  es: () => import('@studio/content/locales/es').then((module) => module.es),
};

/** The words of a page in `locale`; undefined for English, or a language with no catalogue. */
export const loadWords = (locale: string): Promise<Catalogue | undefined> =>
  catalogues[locale]?.() ?? Promise.resolve(undefined);
