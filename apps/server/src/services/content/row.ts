import {
  type ContentData,
  type ContentTypeName,
  contentType,
  type PublishingMeta,
  type VersionMeta,
} from '@studio/contracts';
import type { ContentRow } from '@studio/db';

/** A stored row's publishing and version. */
export const publishingOf = (row: ContentRow): PublishingMeta & VersionMeta => ({
  status: row.status,
  publishAt: row.publishAt,
  unpublishAt: row.unpublishAt,
  version: row.version,
});

/** A stored row's fields, as written. */
export const fieldsOf = (row: { data: string }): Record<string, unknown> => JSON.parse(row.data);

/** The defaults of the type's fields that `stored` was written without. */
function defaultsLeftOut(type: ContentTypeName, stored: object): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(contentType(type).schema.shape)) {
    if (name in stored) continue;
    const fallback = schema.safeParse(undefined);
    if (fallback.success && fallback.data !== undefined) defaults[name] = fallback.data;
  }
  return defaults;
}

/**
 * A stored row's fields as its type reads them today: every read of a record goes through
 * here, not through the schema (checked when written). A field with a default that the row
 * was written without (added to the type since, as equipment's `available`) reads as that
 * default; the row itself stays as it is until its next write.
 */
export function storedFields<K extends ContentTypeName>(
  type: K,
  row: { data: string },
): ContentData<K> {
  const stored = JSON.parse(row.data);
  return Object.assign(defaultsLeftOut(type, stored), stored);
}

/** A stored row as a write answers and tells it: its fields, id, times and publishing. */
export const recordOf = <K extends ContentTypeName>(type: K, row: ContentRow) =>
  Object.assign(storedFields(type, row), {
    _id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...publishingOf(row),
  });
