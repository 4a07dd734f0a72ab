import type { InboxFolder } from '@studio/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type {
  CareerApplicationRow,
  ContactMessageRow,
  Database,
  NewCareerApplication,
  NewContactMessage,
} from '../schema';
import { newId, now } from './ids';

type Fields<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'readAt' | 'archivedAt'>;

/** The two inboxes' tables: received contact messages and job applications. */
export type InboxTable = 'contact_message' | 'career_application';

/** SQL takes OFFSET only after a LIMIT: this one means none, in every dialect. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Part of a list: `limit` rows from `offset` (all without a limit). */
export interface Window {
  limit?: number;
  offset?: number;
}

export interface InboxQuery extends Window {
  folder?: InboxFolder | undefined;
  /** Newest first (the admin's order); creation order otherwise (SPEC's). */
  newestFirst?: boolean;
}

/** What every inbox entry starts with: a new id, its arrival time, unread and in the inbox. */
const arrived = (timestamp: string) => ({
  id: newId(),
  createdAt: timestamp,
  updatedAt: timestamp,
  readAt: null,
  archivedAt: null,
});

export async function insertContactMessage(
  db: Kysely<Database>,
  fields: Fields<NewContactMessage>,
  /** When it arrived (ISO); now unless told (the server's clock, for retention). */
  timestamp = now(),
): Promise<ContactMessageRow> {
  const row = { ...fields, ...arrived(timestamp) };
  await db.insertInto('contact_message').values(row).execute();
  return row;
}

export async function insertCareerApplication(
  db: Kysely<Database>,
  fields: Fields<NewCareerApplication>,
  /** When it arrived (ISO); now unless told (the server's clock, for retention). */
  timestamp = now(),
): Promise<CareerApplicationRow> {
  const row = { cvFile: null, cvOriginalName: null, ...fields, ...arrived(timestamp) };
  await db.insertInto('career_application').values(row).execute();
  return row;
}

/** Which rows a folder holds: a condition on any inbox table (every row without a folder). */
function inFolder(folder?: InboxFolder): Expression<SqlBool> {
  const archived = sql.ref('archivedAt');
  if (folder === 'archived') return sql<SqlBool>`${archived} is not null`;
  if (folder === 'all') return sql<SqlBool>`${archived} is null`;
  if (folder === 'unread')
    return sql<SqlBool>`${archived} is null and ${sql.ref('readAt')} is null`;
  return sql<SqlBool>`1 = 1`;
}

const order = (query: InboxQuery) => (query.newestFirst ? 'desc' : 'asc');

/** A page of one folder of an inbox (every row without a folder). */
export function listInbox(
  db: Kysely<Database>,
  table: 'contact_message',
  query?: InboxQuery,
): Promise<ContactMessageRow[]>;
export function listInbox(
  db: Kysely<Database>,
  table: 'career_application',
  query?: InboxQuery,
): Promise<CareerApplicationRow[]>;
export function listInbox(db: Kysely<Database>, table: InboxTable, query: InboxQuery = {}) {
  return db
    .selectFrom(table)
    .selectAll()
    .where(inFolder(query.folder))
    .orderBy('id', order(query))
    .limit(query.limit ?? NO_LIMIT)
    .offset(query.offset ?? 0)
    .execute();
}

export function findInboxEntry(
  db: Kysely<Database>,
  table: 'contact_message',
  id: string,
): Promise<ContactMessageRow | undefined>;
export function findInboxEntry(
  db: Kysely<Database>,
  table: 'career_application',
  id: string,
): Promise<CareerApplicationRow | undefined>;
export function findInboxEntry(db: Kysely<Database>, table: InboxTable, id: string) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCareerApplicationByCv(
  db: Kysely<Database>,
  cvFile: string,
): Promise<CareerApplicationRow | undefined> {
  return db
    .selectFrom('career_application')
    .selectAll()
    .where('cvFile', '=', cvFile)
    .executeTakeFirst();
}

/** How many rows a folder of an inbox holds (every row without a folder). */
export async function countInbox(
  db: Kysely<Database>,
  table: InboxTable,
  folder?: InboxFolder,
): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(inFolder(folder))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The two times an entry can carry: when it was read, when it was archived. */
export type InboxMark = 'readAt' | 'archivedAt';

/**
 * Sets `column` to `at` on the rows that have none (read, archive), or clears it where it is
 * set (null: unread, back to the inbox); the others keep their time. Answers the ids changed.
 */
export async function setInboxMark(
  db: Kysely<Database>,
  table: InboxTable,
  column: InboxMark,
  ids: readonly string[],
  at: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable(table)
    .set({ [column]: at })
    .where('id', 'in', ids)
    .where(column, at === null ? 'is not' : 'is', null)
    .returning('id')
    .execute();
  return rows.map(({ id }) => id);
}

/** Deletes the rows and answers what they were (an application's CV is then removed). */
export function deleteInboxEntries(
  db: Kysely<Database>,
  table: 'contact_message',
  ids: readonly string[],
): Promise<ContactMessageRow[]>;
export function deleteInboxEntries(
  db: Kysely<Database>,
  table: 'career_application',
  ids: readonly string[],
): Promise<CareerApplicationRow[]>;
export async function deleteInboxEntries(
  db: Kysely<Database>,
  table: InboxTable,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return db.deleteFrom(table).where('id', 'in', ids).returningAll().execute();
}

/** The ids of the rows received before `before` (ISO), oldest first: what a retention purges. */
export async function inboxIdsBefore(
  db: Kysely<Database>,
  table: InboxTable,
  before: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('createdAt', '<', before)
    .orderBy('id')
    .execute();
  return rows.map(({ id }) => id);
}
