import type { FieldKindModule } from './kind';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What every kind whose value is one string (text, an address, a URL) shares. */
export const plainText = {
  form: 'text',
  cell: { write: textOf, read: (cell) => ({ value: cell }) },
  searchText: (value) => (typeof value === 'string' ? [value] : []),
  shown: textOf,
} satisfies Pick<FieldKindModule, 'form' | 'cell' | 'searchText' | 'shown'>;
