import { type Kysely, sql } from 'kysely';
import type { Database, MediaRow } from '../schema';
import { newId, now } from './ids';
import { containing } from './like';

/** A new item's focal point is its centre until an editor sets one. */
export type NewMedia = Omit<
  MediaRow,
  'id' | 'createdAt' | 'updatedAt' | 'version' | 'focalX' | 'focalY'
>;

/**
 * Adds an item, or answers the one already stored with the same hash (`created` false): two
 * uploads of one file racing each other end as one row.
 */
export async function insertMedia(
  db: Kysely<Database>,
  media: NewMedia,
): Promise<{ row: MediaRow; created: boolean }> {
  const at = now();
  const row: MediaRow = {
    ...media,
    focalX: null,
    focalY: null,
    id: newId(),
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const result = await db
    .insertInto('media')
    .values(row)
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .executeTakeFirst();
  if ((result.numInsertedOrUpdatedRows ?? 0n) > 0n) return { row, created: true };
  const existing = await findMediaByHash(db, media.hash);
  if (!existing) throw new Error(`media ${media.hash} neither inserted nor found`);
  return { row: existing, created: false };
}

export function findMedia(db: Kysely<Database>, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMediaByHash(db: Kysely<Database>, hash: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** Items whose hash is one of these (what the public answers' records point at). */
export function findMediaByHashes(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<MediaRow[]> {
  if (hashes.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').selectAll().where('hash', 'in', hashes).execute();
}

export interface MediaQuery {
  offset: number;
  /** Every item from `offset` on when undefined. */
  limit?: number;
  /** Text the name or alt text contains, in any case. */
  search?: string;
  kind?: string;
}

/** A page of the library, newest first, and how many items match in all. */
export async function listMedia(
  db: Kysely<Database>,
  { offset, limit, search, kind }: MediaQuery,
): Promise<{ rows: MediaRow[]; total: number }> {
  let query = db.selectFrom('media');
  if (kind) query = query.where('kind', '=', kind);
  if (search) {
    const pattern = containing(search.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${eb.ref('name')})`, 'like', pattern),
        eb(sql`lower(${eb.ref('alt')})`, 'like', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      // SQLite takes no OFFSET without a LIMIT: "all" is the largest 32-bit count.
      .limit(limit ?? 2 ** 31 - 1)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The changed row, its version raised; undefined when there is no such item (with `expected`:
 * at that version).
 */
export function updateMedia(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<MediaRow, 'alt' | 'name' | 'focalX' | 'focalY' | 'crops'>>,
  expected?: number,
): Promise<MediaRow | undefined> {
  let update = db
    .updateTable('media')
    .set((eb) => ({ ...changes, updatedAt: now(), version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (expected !== undefined) update = update.where('version', '=', expected);
  return update.returningAll().executeTakeFirst();
}

/** False when there is no such item (with `expected`: at that version). */
export async function deleteMedia(
  db: Kysely<Database>,
  id: string,
  expected?: number,
): Promise<boolean> {
  let removal = db.deleteFrom('media').where('id', '=', id);
  if (expected !== undefined) removal = removal.where('version', '=', expected);
  const result = await removal.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
