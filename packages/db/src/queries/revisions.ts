import type { ContentTypeName } from '@studio/contracts';
import type { Kysely } from 'kysely';
import type { ContentRevisionRow, Database } from '../schema';
import { newId, now } from './ids';

export type RevisionWrite = Omit<ContentRevisionRow, 'id' | 'createdAt'>;

/** Keeps one version of a record; answers it. */
export async function insertRevision(
  db: Kysely<Database>,
  revision: RevisionWrite,
): Promise<ContentRevisionRow> {
  const row = { ...revision, id: newId(), createdAt: now() };
  await db.insertInto('content_revision').values(row).execute();
  return row;
}

/** A record's versions, newest first. */
export function listRevisions(
  db: Kysely<Database>,
  type: ContentTypeName,
  recordId: string,
): Promise<ContentRevisionRow[]> {
  return db
    .selectFrom('content_revision')
    .selectAll()
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .orderBy('id', 'desc')
    .execute();
}

export function findRevision(
  db: Kysely<Database>,
  type: ContentTypeName,
  recordId: string,
  id: string,
): Promise<ContentRevisionRow | undefined> {
  return db
    .selectFrom('content_revision')
    .selectAll()
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether a record has any version kept. */
export async function hasRevisions(
  db: Kysely<Database>,
  type: ContentTypeName,
  recordId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('content_revision')
    .select('id')
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a record's versions beyond the newest `keep`. */
export async function trimRevisions(
  db: Kysely<Database>,
  type: ContentTypeName,
  recordId: string,
  keep: number,
): Promise<void> {
  const kept = db
    .selectFrom('content_revision')
    .select('id')
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('content_revision')
    .where('type', '=', type)
    .where('recordId', '=', recordId)
    .where('id', 'not in', kept)
    .execute();
}
