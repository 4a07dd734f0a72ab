/** A record's values by field name, read without trusting their shape. */
export function recordValues(record: object): Map<string, unknown> {
  return new Map<string, unknown>(Object.entries(record));
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

export const booleanOf = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;
