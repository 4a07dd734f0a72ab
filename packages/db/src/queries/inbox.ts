import type { Kysely } from 'kysely';
import type {
  CareerApplicationRow,
  ContactMessageRow,
  Database,
  NewCareerApplication,
  NewContactMessage,
} from '../schema';
import { newId, now } from './ids';

type Fields<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertContactMessage(
  db: Kysely<Database>,
  fields: Fields<NewContactMessage>,
): Promise<ContactMessageRow> {
  const timestamp = now();
  const row = { ...fields, id: newId(), createdAt: timestamp, updatedAt: timestamp };
  await db.insertInto('contact_message').values(row).execute();
  return row;
}

/** SQL takes OFFSET only after a LIMIT: this one means none, in every dialect. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Part of a list, in creation order: `limit` rows from `offset` (all without a limit). */
export interface Window {
  limit?: number;
  offset?: number;
}

export function listContactMessages(
  db: Kysely<Database>,
  { limit, offset = 0 }: Window = {},
): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_message')
    .selectAll()
    .orderBy('id')
    .limit(limit ?? NO_LIMIT)
    .offset(offset)
    .execute();
}

export async function countContactMessages(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_message').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertCareerApplication(
  db: Kysely<Database>,
  fields: Fields<NewCareerApplication>,
): Promise<CareerApplicationRow> {
  const timestamp = now();
  const row = {
    cvFile: null,
    cvOriginalName: null,
    ...fields,
    id: newId(),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await db.insertInto('career_application').values(row).execute();
  return row;
}

export function listCareerApplications(
  db: Kysely<Database>,
  { limit, offset = 0 }: Window = {},
): Promise<CareerApplicationRow[]> {
  return db
    .selectFrom('career_application')
    .selectAll()
    .orderBy('id')
    .limit(limit ?? NO_LIMIT)
    .offset(offset)
    .execute();
}

export async function countCareerApplications(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('career_application')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Deletes the application and answers the row it was, so the caller can remove its CV file. */
export function deleteCareerApplication(
  db: Kysely<Database>,
  id: string,
): Promise<CareerApplicationRow | undefined> {
  return db.deleteFrom('career_application').where('id', '=', id).returningAll().executeTakeFirst();
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
