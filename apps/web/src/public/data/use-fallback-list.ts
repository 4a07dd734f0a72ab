import { useEffect } from 'react';
import { fallbackList, type ListEntry, type ListSource } from './fallback-list';

interface ListQuery<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * A public list from its query, with the built-in content where the server gives none
 * (see `fallbackList`). Failures are only logged (SPEC.md §8).
 */
export function useFallbackList<Served extends object, Builtin extends object>(
  query: ListQuery<Served>,
  fallback: readonly Builtin[],
  what: string,
): { entries: ListEntry<Served | Builtin>[]; source: ListSource } {
  const { isError, error } = query;

  useEffect(() => {
    if (isError) console.error(`Could not load ${what}; showing the built-in ${what}.`, error);
  }, [isError, error, what]);

  return fallbackList(query, fallback);
}
