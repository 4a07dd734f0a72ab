import type { ContentTypeName } from '@studio/contracts';
import { type Kysely, sql } from 'kysely';
import type { ContentRow, ContentTrashRow, Database } from '../schema';
import { containing } from './like';

/** Keeps a deleted record's last state; a record deleted before under the same id is replaced. */
export async function putInTrash(
  db: Kysely<Database>,
  type: ContentTypeName,
  row: ContentRow,
  { deletedAt, deletedBy }: { deletedAt: string; deletedBy: string },
): Promise<void> {
  await db.deleteFrom('content_trash').where('type', '=', type).where('id', '=', row.id).execute();
  await db
    .insertInto('content_trash')
    .values({
      type,
      id: row.id,
      data: row.data,
      status: row.status,
      publishAt: row.publishAt,
      unpublishAt: row.unpublishAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deletedAt,
      deletedBy,
      version: row.version,
      translations: row.translations,
    })
    .execute();
}

/** A page of what was deleted since `since` (ISO), newest first, and how many there are. */
export async function listTrash(
  db: Kysely<Database>,
  {
    since,
    types,
    limit,
    offset,
  }: { since: string; types: readonly ContentTypeName[]; limit: number; offset: number },
): Promise<{ rows: ContentTrashRow[]; total: number }> {
  const kept = db
    .selectFrom('content_trash')
    .where('deletedAt', '>=', since)
    .where('type', 'in', types);
  const rows = await kept
    .selectAll()
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await kept
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** A record deleted since `since` (ISO), as it was. */
export function findInTrash(
  db: Kysely<Database>,
  type: ContentTypeName,
  id: string,
  since: string,
): Promise<ContentTrashRow | undefined> {
  return db
    .selectFrom('content_trash')
    .selectAll()
    .where('type', '=', type)
    .where('id', '=', id)
    .where('deletedAt', '>=', since)
    .executeTakeFirst();
}

/** The records deleted since `since` (ISO) whose fields contain `text` (a media item's hash). */
export function findTrashMentioning(
  db: Kysely<Database>,
  text: string,
  since: string,
): Promise<ContentTrashRow[]> {
  return db
    .selectFrom('content_trash')
    .selectAll()
    .where('deletedAt', '>=', since)
    .where(sql`cast(data as text)`, 'like', containing(text))
    .execute();
}

/**
 * Takes a record deleted since `since` (with `expected`, at that version) out of the trash;
 * false when it was not there.
 */
export async function takeFromTrash(
  db: Kysely<Database>,
  type: ContentTypeName,
  id: string,
  since: string,
  expected?: number,
): Promise<boolean> {
  let removal = db
    .deleteFrom('content_trash')
    .where('type', '=', type)
    .where('id', '=', id)
    .where('deletedAt', '>=', since);
  if (expected !== undefined) removal = removal.where('version', '=', expected);
  const result = await removal.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Removes what was deleted before `before` (ISO), with the versions of those records (run in
 * a transaction); answers how many records went.
 */
export async function purgeTrash(db: Kysely<Database>, before: string): Promise<number> {
  await db
    .deleteFrom('content_revision')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('content_trash')
          .select('content_trash.id')
          .whereRef('content_trash.type', '=', 'content_revision.type')
          .whereRef('content_trash.id', '=', 'content_revision.recordId')
          .where('content_trash.deletedAt', '<', before),
      ),
    )
    .execute();
  const result = await db
    .deleteFrom('content_trash')
    .where('deletedAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
