import {
  type ContentRecord,
  type ContentTypeName,
  type ListFilter,
  publishBadge,
} from '@studio/contracts';
import type { ContentSnapshot } from './content-cache';

/** Whether any text of the record's fields (lists included) contains the lower-cased needle. */
const mentions = (record: object, needle: string): boolean =>
  Object.entries(record).some(
    ([key, value]) =>
      key !== '_id' &&
      (typeof value === 'string'
        ? value.toLowerCase().includes(needle)
        : Array.isArray(value) &&
          value.some((item) => typeof item === 'string' && item.toLowerCase().includes(needle))),
  );

/**
 * The records an admin list shows for its filter at `at` (ms), in the type's order: those
 * containing the search in a text field, of the publishing state asked for. Browsing pages them;
 * a bulk action's `matching` takes them all.
 */
export function filtered<K extends ContentTypeName>(
  snapshot: ContentSnapshot<K>,
  { search, status }: ListFilter,
  at: number,
): ContentRecord<K>[] {
  const needle = search?.toLowerCase();
  return snapshot.records.filter((record) => {
    const meta = snapshot.publishing.get(record._id);
    if (status && (!meta || publishBadge(meta, at) !== status)) return false;
    return !needle || mentions(record, needle);
  });
}
