import type { ListEntry } from '../data/fallback-list';

/**
 * A home list's entries with the built-in ones (SPEC.md's fallbacks, which have no `_id`) in
 * the page's words, by position: `words` is the page's catalogue's, none on an English page.
 * Records the server answered are in the page's language already.
 */
export function inPageWords<T extends object>(
  entries: ListEntry<T>[],
  words: readonly Partial<T>[] | undefined,
): ListEntry<T>[] {
  if (!words) return entries;
  return entries.map((entry, index) =>
    '_id' in entry.item ? entry : { ...entry, item: { ...entry.item, ...words[index] } },
  );
}
