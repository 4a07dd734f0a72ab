/** Where a list shown on a public page came from. */
export type ListSource = 'loading' | 'server' | 'empty' | 'failed';

export interface ListEntry<T> {
  key: string;
  item: T;
}

/** What a list query has answered so far. */
interface ListAnswer<T> {
  data: readonly T[] | undefined;
  isError: boolean;
}

/**
 * SPEC.md §4: a public list shows its built-in content until the server answers a non-empty
 * array; an error or an empty answer keeps the built-in content.
 */
export function listSource({ data, isError }: ListAnswer<unknown>): ListSource {
  if (isError) return 'failed';
  if (data === undefined) return 'loading';
  return data.length > 0 ? 'server' : 'empty';
}

/** Server records keep their id as key; built-in items, which have none, their position. */
function keyOf(item: object, index: number): string {
  return '_id' in item && typeof item._id === 'string' ? item._id : `builtin-${index}`;
}

/** The entries a public list shows, and where they came from. */
export function fallbackList<Served extends object, Builtin extends object>(
  answer: ListAnswer<Served>,
  fallback: readonly Builtin[],
): { entries: ListEntry<Served | Builtin>[]; source: ListSource } {
  const source = listSource(answer);
  const items: readonly (Served | Builtin)[] =
    source === 'server' && answer.data ? answer.data : fallback;
  return { entries: items.map((item, index) => ({ key: keyOf(item, index), item })), source };
}
