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

/**
 * Which part of an inbox: what is unread, everything not archived, or the archive. Without
 * one, every row (what SPEC.md's REST lists answer).
 */
export type InboxFolder = 'unread' | 'all' | 'archived';

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

export async function insertContactMessage(
  db: Kysely<Database>,
  fields: Fields<NewContactMessage>,
  /** When it arrived (ISO); now unless told (the server's clock, for retention). */
  timestamp = now(),
): Promise<ContactMessageRow> {
  const row = {
    ...fields,
    id: newId(),
    createdAt: timestamp,
    updatedAt: timestamp,
    readAt: null,
    archivedAt: null,
  };
  await db.insertInto('contact_message').values(row).execute();
  return row;
}

export async function insertCareerApplication(
  db: Kysely<Database>,
  fields: Fields<NewCareerApplication>,
  /** When it arrived (ISO); now unless told (the server's clock, for retention). */
  timestamp = now(),
): Promise<CareerApplicationRow> {
  const row = {
    cvFile: null,
    cvOriginalName: null,
    ...fields,
    id: newId(),
    createdAt: timestamp,
    updatedAt: timestamp,
    readAt: null,
    archivedAt: null,
  };
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

export function listContactMessages(
  db: Kysely<Database>,
  query: InboxQuery = {},
): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_message')
    .selectAll()
    .where(inFolder(query.folder))
    .orderBy('id', order(query))
    .limit(query.limit ?? NO_LIMIT)
    .offset(query.offset ?? 0)
    .execute();
}

export function listCareerApplications(
  db: Kysely<Database>,
  query: InboxQuery = {},
): Promise<CareerApplicationRow[]> {
  return db
    .selectFrom('career_application')
    .selectAll()
    .where(inFolder(query.folder))
    .orderBy('id', order(query))
    .limit(query.limit ?? NO_LIMIT)
    .offset(query.offset ?? 0)
    .execute();
}

export function findContactMessage(
  db: Kysely<Database>,
  id: string,
): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCareerApplication(
  db: Kysely<Database>,
  id: string,
): Promise<CareerApplicationRow | undefined> {
  return db.selectFrom('career_application').selectAll().where('id', '=', id).executeTakeFirst();
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

/** Marks rows read at `at`, or unread (null); rows already so keep their time. Answers the ids changed. */
export async function setInboxRead(
  db: Kysely<Database>,
  table: InboxTable,
  ids: readonly string[],
  at: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable(table)
    .set({ readAt: at })
    .where('id', 'in', ids)
    .where('readAt', at === null ? 'is not' : 'is', null)
    .returning('id')
    .execute();
  return rows.map(({ id }) => id);
}

/** Archives rows at `at`, or puts them back in the inbox (null). Answers the ids changed. */
export async function setInboxArchived(
  db: Kysely<Database>,
  table: InboxTable,
  ids: readonly string[],
  at: string | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable(table)
    .set({ archivedAt: at })
    .where('id', 'in', ids)
    .where('archivedAt', at === null ? 'is not' : 'is', null)
    .returning('id')
    .execute();
  return rows.map(({ id }) => id);
}

export async function deleteContactMessages(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ContactMessageRow[]> {
  if (ids.length === 0) return [];
  return db.deleteFrom('contact_message').where('id', 'in', ids).returningAll().execute();
}

/** Deletes the applications and answers the rows they were, so the caller can remove the CVs. */
export async function deleteCareerApplications(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<CareerApplicationRow[]> {
  if (ids.length === 0) return [];
  return db.deleteFrom('career_application').where('id', 'in', ids).returningAll().execute();
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
