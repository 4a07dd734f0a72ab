import type { PublishStatus } from '@studio/contracts';
import { type Kysely, sql } from 'kysely';
import type { ContentRow, ContentTableName, Database } from '../schema';
import { newId, now } from './ids';
import { containing } from './like';

/** Every record of a type, in the type's order (positions set by hand; ties by creation). */
export function listContent(db: Kysely<Database>, table: ContentTableName): Promise<ContentRow[]> {
  return db.selectFrom(table).selectAll().orderBy('position').orderBy('id').execute();
}

/** The ids of a type's records in the type's order. */
export async function listContentOrder(
  db: Kysely<Database>,
  table: ContentTableName,
): Promise<string[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Gives each record its place (1 for the first); only rows whose place changes are written. */
export async function setContentPositions(
  db: Kysely<Database>,
  table: ContentTableName,
  order: readonly string[],
): Promise<void> {
  const current = new Map(
    (await db.selectFrom(table).select(['id', 'position']).execute()).map((row) => [
      row.id,
      row.position,
    ]),
  );
  const moved = order.flatMap((id, index) =>
    current.has(id) && current.get(id) !== index + 1 ? [{ id, position: index + 1 }] : [],
  );
  // One statement per chunk, within both databases' limits on bound values.
  for (let start = 0; start < moved.length; start += 500) {
    const chunk = moved.slice(start, start + 500);
    const cases = sql.join(
      chunk.map(({ id, position }) => sql`WHEN ${id} THEN CAST(${position} AS integer)`),
      sql` `,
    );
    await db
      .updateTable(table)
      .set({ position: sql<number>`CASE id ${cases} END` })
      .where(
        'id',
        'in',
        chunk.map(({ id }) => id),
      )
      .execute();
  }
}

export function findContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
): Promise<ContentRow | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of these ids are records of the table (in no particular order). */
export async function existingContentIds(
  db: Kysely<Database>,
  table: ContentTableName,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** The records of these ids that exist (in no particular order). */
export function findContents(
  db: Kysely<Database>,
  table: ContentTableName,
  ids: readonly string[],
): Promise<ContentRow[]> {
  return db.selectFrom(table).selectAll().where('id', 'in', ids).execute();
}

/** A record's publishing as written: what is left out keeps its default (or current) value. */
export interface PublishingWrite {
  status?: PublishStatus | undefined;
  publishAt?: string | null | undefined;
  unpublishAt?: string | null | undefined;
}

/**
 * A record's publishing and translations as written: `translations` left out keeps what is
 * stored (a write of the default locale never erases a translation).
 */
export interface RecordWrite extends PublishingWrite {
  translations?: object | undefined;
}

/** The publishing (and translations) columns to set: only those given. */
const publishingColumns = ({ status, publishAt, unpublishAt, translations }: RecordWrite) => ({
  ...(status === undefined ? {} : { status }),
  ...(publishAt === undefined ? {} : { publishAt }),
  ...(unpublishAt === undefined ? {} : { unpublishAt }),
  ...(translations === undefined ? {} : { translations: JSON.stringify(translations) }),
});

/** What a record coming back from the trash keeps: its id, its creation time, its version. */
export interface KeptIdentity {
  id: string;
  createdAt: string;
  version: number;
}

export async function insertContent(
  db: Kysely<Database>,
  table: ContentTableName,
  data: unknown,
  publishing: RecordWrite = {},
  kept?: KeptIdentity,
): Promise<ContentRow> {
  const timestamp = now();
  return db
    .insertInto(table)
    .values({
      id: kept?.id ?? newId(),
      data: JSON.stringify(data),
      ...publishingColumns(publishing),
      // Last in the type's order.
      position: sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM ${sql.table(table)})`,
      createdAt: kept?.createdAt ?? timestamp,
      updatedAt: timestamp,
      ...(kept ? { version: kept.version } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Replaces a record's fields and raises its version; with `expected`, only while its version
 * is that one (the check and the write one statement). Undefined: no such record (or version).
 */
export function updateContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
  data: unknown,
  publishing: RecordWrite = {},
  expected?: number,
): Promise<ContentRow | undefined> {
  let update = db
    .updateTable(table)
    .set((eb) => ({
      data: JSON.stringify(data),
      ...publishingColumns(publishing),
      updatedAt: now(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id);
  if (expected !== undefined) update = update.where('version', '=', expected);
  return update.returningAll().executeTakeFirst();
}

/**
 * Unpublishes a published record whose `unpublishAt` is the one given (it came due): a draft
 * again, its expiry cleared, its version raised. Undefined when it no longer is so (another
 * process got there first, or an editor changed it): the check and the write are one statement.
 */
export function expireContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
  unpublishAt: string,
): Promise<ContentRow | undefined> {
  return db
    .updateTable(table)
    .set((eb) => ({
      status: 'draft' as const,
      unpublishAt: null,
      updatedAt: now(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('unpublishAt', '=', unpublishAt)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a record (with `expected`, only at that version); answers it as it was, or
 * undefined when there was none.
 */
export function deleteContent(
  db: Kysely<Database>,
  table: ContentTableName,
  id: string,
  expected?: number,
): Promise<ContentRow | undefined> {
  let removal = db.deleteFrom(table).where('id', '=', id);
  if (expected !== undefined) removal = removal.where('version', '=', expected);
  return removal.returningAll().executeTakeFirst();
}

export async function countContent(db: Kysely<Database>, table: ContentTableName): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Records whose stored JSON contains `text` anywhere (narrowed further by the caller). */
export function findContentMentioning(
  db: Kysely<Database>,
  table: ContentTableName,
  text: string,
): Promise<ContentRow[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .where(sql`cast(data as text)`, 'like', containing(text))
    .execute();
}

/**
 * Raises every content table's version: the public answers carry library media's alt text and
 * sizes, so a change there must reach every cached answer, in every process.
 */
export async function touchContentVersions(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute();
}
