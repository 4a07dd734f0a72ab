import {
  access,
  CHART_MONTHS,
  CHART_WEEKS,
  contentTypeNames,
  type InboxWeeks,
  type RecordMonths,
} from '@studio/contracts';
import {
  contentTableName,
  countContentCreated,
  countInboxReceived,
  type Database,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from './actor';

const DAY_MS = 86_400_000;

/** Midnight UTC of a time's day. */
const dayOf = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

/**
 * The edges of the `count` ISO weeks up to the current one (Monday 00:00 UTC each), and the
 * next Monday's: `count + 1` times, oldest first.
 */
export function weekEdges(at: number, count: number): Date[] {
  const today = dayOf(at);
  // getUTCDay: 0 is Sunday; an ISO week starts on Monday.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from(
    { length: count + 1 },
    (_, index) => new Date(monday + (index - count + 1) * 7 * DAY_MS),
  );
}

/** The first days (00:00 UTC) of the `count` months up to the current one, and of the next. */
export function monthEdges(at: number, count: number): Date[] {
  const now = new Date(at);
  return Array.from(
    { length: count + 1 },
    (_, index) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + index - count + 1, 1)),
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isoMonth = (date: Date) => date.toISOString().slice(0, 7);

/** The dashboard's charts: what arrived each week, and what was created each month. */
export function createDashboardService({ db, now }: { db: Kysely<Database>; now: () => number }) {
  return {
    /** Records created each month of the last CHART_MONTHS, per type (editors and admins). */
    async recordsPerMonth(actor: Actor): Promise<RecordMonths> {
      await authorize(access.content.count, actor);
      const edges = monthEdges(now(), CHART_MONTHS);
      const bounds = edges.map((edge) => edge.toISOString());
      return {
        months: edges.slice(0, -1).map(isoMonth),
        types: await Promise.all(
          contentTypeNames.map(async (type) => ({
            type,
            created: await countContentCreated(db, contentTableName(type), bounds),
          })),
        ),
      };
    },

    /** Both inboxes' entries of each of the last CHART_WEEKS weeks, spam apart (admins). */
    async inboxPerWeek(actor: Actor): Promise<InboxWeeks> {
      await authorize(access.contact.list, actor);
      await authorize(access.career.list, actor);
      const edges = weekEdges(now(), CHART_WEEKS);
      const bounds = edges.map((edge) => edge.toISOString());
      const [contact, career, contactSpam, careerSpam] = await Promise.all([
        countInboxReceived(db, 'contact_message', bounds, false),
        countInboxReceived(db, 'career_application', bounds, false),
        countInboxReceived(db, 'contact_message', bounds, true),
        countInboxReceived(db, 'career_application', bounds, true),
      ]);
      return {
        weeks: edges.slice(0, -1).map(isoDay),
        contact,
        career,
        spam: contactSpam.map((count, week) => count + (careerSpam[week] ?? 0)),
      };
    },
  };
}
