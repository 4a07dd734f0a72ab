import {
  type ContentRecord,
  type ContentTypeName,
  fieldKind,
  type ListFilter,
  missingLocales,
  publishBadge,
  registryFields,
} from '@studio/contracts';
import type { Locales } from '../locales';
import type { ContentSnapshot } from './cache';

/** Whether a field's text (as its kind gives it to search) contains the lower-cased needle. */
function mentions(type: ContentTypeName, values: object, needle: string): boolean {
  const byName = new Map<string, unknown>(Object.entries(values));
  return registryFields(type).some(({ name, spec }) =>
    fieldKind(spec.kind)
      .searchText(byName.get(name))
      .some((text) => text.toLowerCase().includes(needle)),
  );
}

/**
 * The records an admin list shows for its filter at `at` (ms), in the type's order: those
 * containing the search in a text field (of any locale's translation too), of the publishing
 * state asked for, missing the translation asked for. Browsing pages them; a bulk action's
 * `matching` takes them all. An unconfigured `missingLocale`: 400.
 */
export function filtered<K extends ContentTypeName>(
  type: K,
  snapshot: ContentSnapshot<K>,
  { search, status, missingLocale }: ListFilter,
  at: number,
  locales: Locales,
): ContentRecord<K>[] {
  const needle = search?.toLowerCase();
  const missing = locales.resolve(missingLocale);
  return snapshot.records.filter((record) => {
    const meta = snapshot.publishing.get(record._id);
    if (status && (!meta || publishBadge(meta, at) !== status)) return false;
    const translations = snapshot.translations.get(record._id);
    if (
      missing !== undefined &&
      missingLocales(record, translations, snapshot.localizedFields, [missing]).length === 0
    ) {
      return false;
    }
    return (
      !needle ||
      mentions(type, record, needle) ||
      Object.values(translations ?? {}).some((values) => mentions(type, values, needle))
    );
  });
}
