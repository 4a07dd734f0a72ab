import { type Kysely, sql } from 'kysely';
import type { ContentTableName, Database } from '../schema';
import type { InboxTable } from './inbox';

/**
 * The rows of a table created in each period, one count per period: `edges` are the periods'
 * bounds (ISO 8601 UTC, ascending; n + 1 of them for n periods, each period from its edge to the
 * next). One aggregate over the window's rows through the table's createdAt index, the same SQL
 * in both dialects: stored ISO times of one form sort as the times do.
 */
async function createdPerPeriod(
  db: Kysely<Database>,
  table: ContentTableName | InboxTable,
  edges: readonly string[],
  spam?: boolean,
): Promise<number[]> {
  const from = edges[0];
  const to = edges.at(-1);
  if (from === undefined || to === undefined || from === to) {
    throw new RangeError('createdPerPeriod needs at least one period (two edges)');
  }
  const created = sql.ref('createdAt');
  const inner = edges.slice(1, -1);
  const period = sql<number>`case ${sql.join(
    inner.map((edge, index) => sql`when ${created} < ${edge} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(inner.length)} end`;
  let query = db
    .selectFrom(table)
    .select((eb) => [period.as('period'), eb.fn.countAll<number | string>().as('count')])
    .where(created, '>=', from)
    .where(created, '<', to);
  if (spam !== undefined) query = query.where(sql.ref('spam'), spam ? 'is not' : 'is', null);
  const rows = await query.groupBy(sql.ref('period')).execute();
  const counts = Array.from({ length: edges.length - 1 }, () => 0);
  for (const row of rows) counts[Number(row.period)] = Number(row.count);
  return counts;
}

/** A content type's records created in each period (see `createdPerPeriod`). */
export const countContentCreated = (
  db: Kysely<Database>,
  table: ContentTableName,
  edges: readonly string[],
) => createdPerPeriod(db, table, edges);

/** An inbox's entries received in each period, those held as spam or the others. */
export const countInboxReceived = (
  db: Kysely<Database>,
  table: InboxTable,
  edges: readonly string[],
  spam: boolean,
) => createdPerPeriod(db, table, edges, spam);
