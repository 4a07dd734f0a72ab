import type { MusicGenre } from '@studio/contracts';

/**
 * The labels of the select fields' options in English, keyed by the option's stable key (a key
 * reads the same wherever it is offered). The catalogues' `options`: each language has its own.
 */
export const optionWords = {
  'film-score': 'Film score',
  folk: 'Folk',
  rock: 'Rock',
  electronic: 'Electronic',
  classical: 'Classical',
  jazz: 'Jazz',
  'hip-hop': 'Hip hop',
} satisfies Record<MusicGenre, string>;

/** An option's label in a language's `options`; its key for an option with none (the test-only type's). */
export const optionLabel = (words: Readonly<Record<string, string>>, key: string): string =>
  words[key] ?? key;
