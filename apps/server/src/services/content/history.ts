import type { ContentTypeName, Revision, RevisionNote } from '@studio/contracts';
import {
  type ContentRevisionRow,
  type ContentRow,
  type Database,
  hasRevisions,
  insertRevision,
  type RevisionWrite,
  trimRevisions,
} from '@studio/db';
import type { Kysely } from 'kysely';

/** A row as one version of it. */
const versionOf = (
  type: ContentTypeName,
  row: ContentRow,
  author: string | null,
  note: RevisionNote | null = null,
): RevisionWrite => ({
  type,
  recordId: row.id,
  data: row.data,
  status: row.status,
  publishAt: row.publishAt,
  unpublishAt: row.unpublishAt,
  author,
  note,
  translations: row.translations,
});

/** A kept version as the admin reads it. */
export function revisionOf(row: ContentRevisionRow): Revision {
  const translations = JSON.parse(row.translations);
  return {
    _id: row.id,
    createdAt: row.createdAt,
    author: row.author,
    status: row.status,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    data: JSON.parse(row.data),
    note: row.note,
    // Only when there are some: a site with one locale answers as before.
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

/**
 * Keeps the version a write made, within the write's transaction, and no more than `keep` of
 * the record. The first change of a record stored before history was kept keeps the version
 * it replaces too (its author unknown), so every update leaves the previous one behind.
 */
export async function keepVersion(
  trx: Kysely<Database>,
  type: ContentTypeName,
  written: ContentRow,
  {
    author,
    keep,
    before,
    note,
  }: { author: string | null; keep: number; before?: ContentRow; note?: RevisionNote },
): Promise<void> {
  if (before && !(await hasRevisions(trx, type, before.id))) {
    await insertRevision(trx, versionOf(type, before, null));
  }
  await insertRevision(trx, versionOf(type, written, author, note));
  await trimRevisions(trx, type, written.id, keep);
}
