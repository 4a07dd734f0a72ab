import type { PublishingMeta, VersionMeta } from '@studio/contracts';
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

/** A stored row as a write answers and tells it: its fields, id, times and publishing. */
export const recordOf = (row: ContentRow) =>
  Object.assign(fieldsOf(row), {
    _id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...publishingOf(row),
  });
