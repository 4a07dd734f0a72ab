import type { InboxListFolder, SpamReason } from '@studio/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type {
  CareerApplicationRow,
  ContactMessageRow,
  Database,
  NewCareerApplication,
  NewContactMessage,
} from '../schema';
import { newId, now } from './ids';

type Fields<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'readAt' | 'archivedAt' | 'spam'>;

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
  folder?: InboxListFolder | undefined;
  /** Newest first (the admin's order); creation order otherwise (SPEC's). */
  newestFirst?: boolean;
}

/**
 * What every inbox entry starts with: a new id, its arrival time, unread, and in the inbox or,
 * with the spam guard's reason, in the spam folder.
 */
const arrived = (timestamp: string, spam: SpamReason | null) => ({
  id: newId(),
  createdAt: timestamp,
  updatedAt: timestamp,
  readAt: null,
  archivedAt: null,
  spam,
});

/** When an entry arrived (ISO; the server's clock, for retention) and why it is spam, if it is. */
export interface Arrival {
  at?: string;
  spam?: SpamReason | null;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  fields: Fields<NewContactMessage>,
  { at = now(), spam = null }: Arrival = {},
): Promise<ContactMessageRow> {
  const row = { ...fields, locale: fields.locale ?? null, ...arrived(at, spam) };
  await db.insertInto('contact_message').values(row).execute();
  return row;
}

export async function insertCareerApplication(
  db: Kysely<Database>,
  fields: Fields<NewCareerApplication>,
  { at = now(), spam = null }: Arrival = {},
): Promise<CareerApplicationRow> {
  const row = {
    cvFile: null,
    cvOriginalName: null,
    ...fields,
    locale: fields.locale ?? null,
    ...arrived(at, spam),
  };
  await db.insertInto('career_application').values(row).execute();
  return row;
}

/** Which rows a folder holds: a condition on any inbox table (without one: every row not spam). */
function inFolder(folder: InboxListFolder = 'inbox'): Expression<SqlBool> {
  const archived = sql.ref('archivedAt');
  if (folder === 'spam') return sql<SqlBool>`${sql.ref('spam')} is not null`;
  const notSpam = sql<SqlBool>`${sql.ref('spam')} is null`;
  if (folder === 'archived') return sql<SqlBool>`${notSpam} and ${archived} is not null`;
  if (folder === 'all') return sql<SqlBool>`${notSpam} and ${archived} is null`;
  if (folder === 'unread')
    return sql<SqlBool>`${notSpam} and ${archived} is null and ${sql.ref('readAt')} is null`;
  return notSpam;
}

const order = (query: InboxQuery) => (query.newestFirst ? 'desc' : 'asc');

/** A page of one folder of an inbox (every row not spam without a folder). */
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

/** How many rows a folder of an inbox holds (every row not spam without a folder). */
export async function countInbox(
  db: Kysely<Database>,
  table: InboxTable,
  folder?: InboxListFolder,
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

/**
 * Moves entries of the spam folder to the inbox, unread and not archived, as if they had just
 * arrived there; the others are left alone. Answers the rows moved, as they are now.
 */
export function moveOutOfSpam(
  db: Kysely<Database>,
  table: 'contact_message',
  ids: readonly string[],
): Promise<ContactMessageRow[]>;
export function moveOutOfSpam(
  db: Kysely<Database>,
  table: 'career_application',
  ids: readonly string[],
): Promise<CareerApplicationRow[]>;
export async function moveOutOfSpam(
  db: Kysely<Database>,
  table: InboxTable,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return db
    .updateTable(table)
    .set({ spam: null, readAt: null, archivedAt: null })
    .where('id', 'in', ids)
    .where('spam', 'is not', null)
    .returningAll()
    .execute();
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

/**
 * The ids of the rows received before `before` (ISO), oldest first: what a retention purges
 * (of the spam folder only, with `spamOnly`).
 */
export async function inboxIdsBefore(
  db: Kysely<Database>,
  table: InboxTable,
  before: string,
  spamOnly = false,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('createdAt', '<', before)
    .$if(spamOnly, (query) => query.where('spam', 'is not', null))
    .orderBy('id')
    .execute();
  return rows.map(({ id }) => id);
}

/**
 * The rows sent from `email` (given normalised: trimmed, lower-case) whatever the letter case
 * they were sent in, the spam folder's too, oldest first: what a privacy request covers.
 */
export function inboxEntriesFrom(
  db: Kysely<Database>,
  table: 'contact_message',
  email: string,
): Promise<ContactMessageRow[]>;
export function inboxEntriesFrom(
  db: Kysely<Database>,
  table: 'career_application',
  email: string,
): Promise<CareerApplicationRow[]>;
export function inboxEntriesFrom(db: Kysely<Database>, table: InboxTable, email: string) {
  return db
    .selectFrom(table)
    .selectAll()
    .where(sql<string>`lower(trim(${sql.ref('email')}))`, '=', email)
    .orderBy('id')
    .execute();
}
