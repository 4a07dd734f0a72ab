import {
  type DeletedAnswer,
  type InboxBulkAnswer,
  type InboxCount,
  type InboxListFolder,
  type InboxState,
  inboxArchiveSchema,
  inboxIdsSchema,
  inboxListSchema,
  inboxMessages,
  inboxReadSchema,
  type ListPage,
  messages,
  type Rule,
  type SpamReason,
} from '@studio/contracts';
import {
  countInbox,
  type Database,
  type InboxQuery,
  type InboxTable,
  inboxIdsBefore,
  setInboxMark,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf, type Caller } from '../actor';
import type { AuditLog } from '../audit';
import { toCell } from '../content/spreadsheet-cells';
import { notFound, validate } from '../errors';

/** What a stored inbox row carries beside its fields. */
export interface InboxRowState {
  id: string;
  readAt: string | null;
  archivedAt: string | null;
  spam: SpamReason | null;
}

const stateOf = (row: InboxRowState): InboxState => ({
  readAt: row.readAt,
  archived: row.archivedAt !== null,
  spam: row.spam,
});

/** One inbox as the desk handles it: its rules, its table, and how its rows read. */
export interface InboxKind<Row extends InboxRowState, Entry> {
  /** The activity log's type, and the inbox's name in the access table. */
  name: 'contact' | 'career';
  rules: { list: Rule; view: Rule; export: Rule; triage: Rule; delete: Rule };
  table: InboxTable;
  list(db: Kysely<Database>, query: InboxQuery): Promise<Row[]>;
  find(db: Kysely<Database>, id: string): Promise<Row | undefined>;
  remove(db: Kysely<Database>, ids: readonly string[]): Promise<Row[]>;
  /** Moves entries of the spam folder to the inbox; answers them as they are now. */
  unspam(db: Kysely<Database>, ids: readonly string[]): Promise<Row[]>;
  /** Cleans up after deleted rows (an application's CV). */
  afterRemove?(rows: Row[]): Promise<void>;
  /** What a real arrival sets off (webhooks, the staff's mail): for one moved out of spam too. */
  announce(row: Row): Promise<void>;
  entry(row: Row): Entry;
  /** Who sent it, as the activity log and the admin name the entry. */
  title(row: Row): string;
  /** The export's columns: header and cell, in order. */
  csv: ReadonlyArray<readonly [header: string, cell: (row: Row) => string]>;
}

/** The ids a statement changed, in the order the caller gave (RETURNING has none). */
const inOrder = (asked: readonly string[], changed: readonly string[]) =>
  asked.filter((id) => changed.includes(id));

const who = (caller: Caller | null) => (caller ? authorOf(caller) : null);

/**
 * Reading, triaging and exporting one inbox: its pages by folder, opening one entry (which
 * marks it read), marking, archiving and deleting in bulk, and its CSV.
 */
export function createInboxDesk<Row extends InboxRowState, Entry>(
  kind: InboxKind<Row, Entry>,
  { db, audit, now }: { db: Kysely<Database>; audit: AuditLog; now: () => number },
) {
  const { name, rules, table } = kind;
  const at = () => new Date(now()).toISOString();
  const withState = (row: Row): Entry & InboxState => ({ ...kind.entry(row), ...stateOf(row) });

  /** Deletes the rows, then cleans up after them (an application's CV). */
  async function removeRows(ids: readonly string[]) {
    const rows = await kind.remove(db, ids);
    if (rows.length > 0) await kind.afterRemove?.(rows);
    return rows;
  }

  /** An admin's delete: each row deleted is on record. */
  async function removeOnRecord(caller: Caller | null, ids: readonly string[]) {
    const rows = await removeRows(ids);
    for (const row of rows) {
      const entry = { type: name, recordId: row.id, title: kind.title(row) };
      await audit.record({ actor: who(caller), action: 'deleted', ...entry });
    }
    return rows;
  }

  const desk = {
    /** A page of one folder (every entry without one), and how many it holds. */
    async list(actor: Actor, query: InboxQuery = {}) {
      await authorize(rules.list, actor);
      const [rows, total] = await Promise.all([
        kind.list(db, query),
        countInbox(db, table, query.folder),
      ]);
      return { items: rows.map(withState), total };
    },

    /** The admin's page: newest first, by cursor. */
    async page(actor: Actor, input: unknown): Promise<ListPage<Entry & InboxState>> {
      const { folder, limit, cursor } = validate(inboxListSchema, input);
      const offset = cursor ?? 0;
      const { items, total } = await desk.list(actor, { folder, limit, offset, newestFirst: true });
      const next = offset + items.length;
      return { items, total, nextCursor: next < total ? next : null };
    },

    /** One entry, whole; an admin opening it marks it read (a program's token reads only). */
    async view(actor: Actor, id: string): Promise<Entry & InboxState> {
      const caller = await authorize(rules.view, actor);
      const row = await kind.find(db, id);
      if (!row) throw notFound();
      if (row.readAt !== null || caller?.kind !== 'account') return withState(row);
      const readAt = at();
      await setInboxMark(db, table, 'readAt', [id], readAt);
      return withState({ ...row, readAt });
    },

    async mark(actor: Actor, input: unknown): Promise<InboxBulkAnswer> {
      await authorize(rules.triage, actor);
      const { ids, read } = validate(inboxReadSchema, input);
      const changed = inOrder(
        ids,
        await setInboxMark(db, table, 'readAt', ids, read ? at() : null),
      );
      const words = read ? inboxMessages.markedRead : inboxMessages.markedUnread;
      return { message: words(changed.length), ids: changed };
    },

    async archive(actor: Actor, input: unknown): Promise<InboxBulkAnswer> {
      const caller = await authorize(rules.triage, actor);
      const { ids, archived } = validate(inboxArchiveSchema, input);
      const stamp = archived ? at() : null;
      const changed = inOrder(ids, await setInboxMark(db, table, 'archivedAt', ids, stamp));
      const action = archived ? 'archived' : 'unarchived';
      for (const recordId of changed) {
        await audit.record({ actor: who(caller), action, type: name, recordId });
      }
      const words = archived ? inboxMessages.archived : inboxMessages.unarchived;
      return { message: words(changed.length), ids: changed };
    },

    /** Moves entries of the spam folder to the inbox: unread, announced as a new arrival. */
    async notSpam(actor: Actor, input: unknown): Promise<InboxBulkAnswer> {
      const caller = await authorize(rules.triage, actor);
      const { ids } = validate(inboxIdsSchema, input);
      const rows = await kind.unspam(db, ids);
      for (const row of rows) {
        const entry = { type: name, recordId: row.id, title: kind.title(row) };
        await audit.record({ actor: who(caller), action: 'not-spam', ...entry });
        await kind.announce(row);
      }
      const moved = inOrder(
        ids,
        rows.map(({ id }) => id),
      );
      return { message: inboxMessages.notSpam(moved.length), ids: moved };
    },

    async remove(actor: Actor, input: unknown): Promise<InboxBulkAnswer> {
      const caller = await authorize(rules.delete, actor);
      const { ids } = validate(inboxIdsSchema, input);
      const rows = await removeOnRecord(caller, ids);
      const removed = inOrder(
        ids,
        rows.map(({ id }) => id),
      );
      return { message: inboxMessages.deleted(rows.length), ids: removed };
    },

    /** SPEC's delete of one entry: 404 when no entry has that id, whatever it looks like. */
    async delete(actor: Actor, id: string): Promise<DeletedAnswer> {
      const caller = await authorize(rules.delete, actor);
      if ((await removeOnRecord(caller, [id])).length === 0) throw notFound();
      return { message: messages.deleted, _id: id };
    },

    /** Every entry of a folder (all but spam without one) as CSV, oldest first, with a header. */
    async export(actor: Actor, folder?: InboxListFolder): Promise<string> {
      await authorize(rules.export, actor);
      const rows = await kind.list(db, { folder });
      const header = kind.csv.map(([title]) => title);
      const cells = rows.map((row) => kind.csv.map(([, cell]) => toCell(cell(row))));
      // Loaded on the first export, not at every start.
      const { stringify } = await import('csv-stringify/sync');
      return stringify([header, ...cells]);
    },

    /** How many are unread, how many are not archived, and how many are spam. */
    async count(): Promise<InboxCount> {
      const [unread, all, spam] = await Promise.all([
        countInbox(db, table, 'unread'),
        countInbox(db, table, 'all'),
        countInbox(db, table, 'spam'),
      ]);
      return { unread, all, spam };
    },

    /**
     * Deletes what was received before `before` (INBOX_RETENTION_DAYS), or only the spam folder's
     * (SPAM_RETENTION_DAYS); answers how many.
     */
    async purge(before: Date, spamOnly = false): Promise<number> {
      const ids = await inboxIdsBefore(db, table, before.toISOString(), spamOnly);
      let purged = 0;
      // In slices: one statement's parameters stay few on both databases.
      for (let start = 0; start < ids.length; start += 500) {
        purged += (await removeRows(ids.slice(start, start + 500))).length;
      }
      return purged;
    },
  };
  return desk;
}

export type InboxDesk<Row extends InboxRowState, Entry> = ReturnType<
  typeof createInboxDesk<Row, Entry>
>;
