import type { Catalogue } from './catalogue';

/**
 * The catalogues besides English, by locale: each loaded on first use (in the browser, a chunk
 * of its own that only a page in its language loads). A configured locale without one shows
 * the English words.
 */
const catalogues: Record<string, () => Promise<Catalogue>> = {
  es: () => import('./es').then((module) => module.es),
};

/** The words of a page in `locale`; undefined for English, or a language with no catalogue. */
export const loadCatalogue = (locale: string): Promise<Catalogue | undefined> =>
  catalogues[locale]?.() ?? Promise.resolve(undefined);
