import { useEffect } from 'react';

/** Where a list shown on a public page came from. */
export type ListSource = 'loading' | 'server' | 'empty' | 'failed';

export interface ListEntry<T> {
  key: string;
  item: T;
}

interface ListQuery<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  error: unknown;
}

function keyOf(item: object, index: number): string {
  return '_id' in item && typeof item._id === 'string' ? item._id : `builtin-${index}`;
}

/**
 * SPEC.md §4: a public list shows its built-in content until the server answers a non-empty
 * array; an error or an empty answer keeps the built-in content. Failures are only logged.
 */
export function useFallbackList<Served extends object, Builtin extends object>(
  query: ListQuery<Served>,
  fallback: readonly Builtin[],
  what: string,
): { entries: ListEntry<Served | Builtin>[]; source: ListSource } {
  const { data, isError, error } = query;

  useEffect(() => {
    if (isError) console.error(`Could not load ${what}; showing the built-in ${what}.`, error);
  }, [isError, error, what]);

  const source: ListSource = isError
    ? 'failed'
    : data === undefined
      ? 'loading'
      : data.length > 0
        ? 'server'
        : 'empty';
  const items: readonly (Served | Builtin)[] = source === 'server' && data ? data : fallback;
  return { entries: items.map((item, index) => ({ key: keyOf(item, index), item })), source };
}
