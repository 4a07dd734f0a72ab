import { contentTypeNames } from '@studio/contracts';
import type { Kysely } from 'kysely';
import { contentTableName, type Database } from './schema';

/**
 * Every table that holds the site's data, parents before children (sessions need their
 * users). Not copied: the migrations' own bookkeeping (the target runs its migrations), the
 * content versions (the target's triggers raise its own), rate-limit counters and passkey
 * challenges (minutes-long, single use).
 */
export const dataTables = [
  ...contentTypeNames.map(contentTableName),
  'singleton',
  'setting',
  'contact_message',
  'career_application',
  'user',
  'session',
  'passkey',
  'totp',
  'recovery_code',
  'api_token',
  'webhook',
  'webhook_delivery',
  'media',
  'content_revision',
  'content_trash',
  'audit_log',
  'mail_outbox',
  'password_reset',
  'invitation',
] as const satisfies readonly (keyof Database)[];

export type DataTable = (typeof dataTables)[number];

/** Rows per INSERT: well under either database's limit on bound parameters. */
const BATCH = 200;

/** The number of rows of each data table, in `dataTables` order. */
export function countRows(db: Kysely<Database>): Promise<{ table: DataTable; rows: number }[]> {
  return Promise.all(
    dataTables.map(async (table) => {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { table, rows: Number(count) };
    }),
  );
}

/**
 * Copies every data table from one database into another (either dialect to either), in one
 * transaction on the target: all of it or nothing. Both are migrated to the same version by
 * the caller; the target must hold no data.
 */
export async function copyData(from: Kysely<Database>, to: Kysely<Database>): Promise<void> {
  await to.transaction().execute(async (trx) => {
    for (const table of dataTables) {
      const rows = await from.selectFrom(table).selectAll().execute();
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
    }
  });
}
