import {
  access,
  BULK_MAX,
  type BulkAction,
  type BulkAnswer,
  bulkMessages,
  bulkSchema,
  type ContentTypeName,
  isPublic,
  type ListFilter,
  orderMessages,
  type PublishingMeta,
  recordTitle,
} from '@studio/contracts';
import {
  type ContentRow,
  contentTableName,
  type Database,
  findContent,
  findContents,
  type PublishingWrite,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { invalidField, ServiceError, summarize, validate } from '../errors';
import type { Locales } from '../locales';
import type { ContentSnapshot } from './cache';
import { filtered } from './filter';
import { fieldsOf, publishingOf, recordOf } from './row';

type Change = { current: ContentRow; updated: ContentRow };

/** The content service's single-record writes a bulk action repeats within its transaction. */
export interface RecordWrites {
  db: Kysely<Database>;
  audit: AuditLog;
  now: () => number;
  locales: Locales;
  /** Whether the caller may read drafts: else `skipped` names none. */
  mayPreview(actor: Actor): Promise<boolean>;
  settled(type: ContentTypeName): Promise<ContentSnapshot<ContentTypeName>>;
  writeUpdate(
    trx: Kysely<Database>,
    type: ContentTypeName,
    id: string,
    change: { data: object; publishing: PublishingWrite; author: string; expected: number },
  ): Promise<Change | 'stale' | 'raced' | undefined>;
  announceUpdate(
    type: ContentTypeName,
    record: PublishingMeta,
    wasPublic: boolean,
  ): Promise<unknown>;
  writeDelete(
    trx: Kysely<Database>,
    type: ContentTypeName,
    id: string,
    removal: { author: string; deletedAt: string; expected: number },
  ): Promise<ContentRow | undefined>;
  announceDelete(type: ContentTypeName, removed: ContentRow, author: string): Promise<void>;
}

/**
 * The publishing a Publish or Unpublish writes over a record's, or undefined when it is so
 * already. Publish makes it public now: its schedule goes, and an expiry already past with it.
 */
export function publishingFor(
  action: BulkAction,
  row: ContentRow,
  at: number,
): PublishingWrite | undefined {
  const meta = publishingOf(row);
  if (action === 'unpublish') return meta.status === 'draft' ? undefined : { status: 'draft' };
  if (isPublic(meta, at)) return undefined;
  const expired = meta.unpublishAt !== null && Date.parse(meta.unpublishAt) <= at;
  return { status: 'published', publishAt: null, ...(expired ? { unpublishAt: null } : {}) };
}

const unknownIds = (chosen: readonly string[], found: ReadonlyMap<string, unknown>) =>
  chosen.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: `ids.${index}`, message: orderMessages.unknown }],
  );

/** What one record's write left, to be told once the whole action has committed. */
type Written = { kind: 'deleted'; removed: ContentRow } | { kind: 'updated'; change: Change };

/** A record left untouched: already so, or changed by another write since it was read. */
type Untouched = { row: ContentRow; why: 'already' | 'changed' };

/**
 * `bulk`: Publish, Unpublish or Delete (to the trash) on the records named by id, or on every
 * record the admin list's filter matches (found here, not by the browser), in one transaction:
 * any refusal (an unknown id, a record gone meanwhile) writes nothing. Each record changed gets
 * its version, trash entry and webhook events exactly as the single write leaves them, and one
 * activity entry; those already so are skipped. Each write is made only while the record is at
 * the version the action read, as an If-Match write is: one another write changed meanwhile
 * is skipped, that write kept.
 */
export function createBulkAction(writes: RecordWrites) {
  const { db, audit, now } = writes;

  /** The ids of the records the filter matches now, at most BULK_MAX of them. */
  async function matchingIds(type: ContentTypeName, filter: ListFilter): Promise<string[]> {
    const found = filtered(type, await writes.settled(type), filter, now(), writes.locales);
    if (found.length === 0) throw invalidField('matching', bulkMessages.noneMatching);
    if (found.length > BULK_MAX) throw invalidField('matching', bulkMessages.tooManyMatching);
    return found.map((record) => record._id);
  }

  return async function bulk(
    actor: Actor,
    type: ContentTypeName,
    input: unknown,
  ): Promise<BulkAnswer> {
    const caller = await authorize(access.content.bulk, actor);
    const { action, ids, matching } = validate(bulkSchema, input);
    // A filter searches the drafts too: refused as `?status=all` is to a caller who may not
    // read them.
    if (matching) await authorize(access.content.preview, actor);
    const chosen = ids ?? (await matchingIds(type, matching ?? {}));
    const author = authorOf(caller);
    const at = now();
    const deletedAt = new Date(at).toISOString();
    const table = contentTableName(type);

    const { written, untouched } = await db.transaction().execute(async (trx) => {
      const rows = new Map((await findContents(trx, table, chosen)).map((row) => [row.id, row]));
      const unknown = unknownIds(chosen, rows);
      if (unknown.length > 0) {
        throw new ServiceError('invalid', summarize(unknown), { issues: unknown });
      }
      const done: Written[] = [];
      const left: Untouched[] = [];
      for (const [index, id] of chosen.entries()) {
        // Another write removed it since it was read: refused like an unknown id.
        const gone = () => invalidField(`ids.${index}`, orderMessages.unknown);
        const row = rows.get(id);
        if (!row) throw gone();
        const expected = row.version;
        if (action === 'delete') {
          const removed = await writes.writeDelete(trx, type, id, { author, deletedAt, expected });
          if (removed) done.push({ kind: 'deleted', removed });
          else if (await findContent(trx, table, id)) left.push({ row, why: 'changed' });
          else throw gone();
          continue;
        }
        const publishing = publishingFor(action, row, at);
        if (!publishing) {
          left.push({ row, why: 'already' });
          continue;
        }
        const change = await writes.writeUpdate(trx, type, id, {
          data: fieldsOf(row),
          publishing,
          author,
          expected,
        });
        if (change === undefined) throw gone();
        if (typeof change === 'object') done.push({ kind: 'updated', change });
        else left.push({ row, why: 'changed' });
      }
      return { written: done, untouched: left };
    });

    // Told once committed, as the single writes tell theirs.
    for (const entry of written) {
      if (entry.kind === 'deleted') {
        await writes.announceDelete(type, entry.removed, author);
        continue;
      }
      const { current, updated } = entry.change;
      await writes.announceUpdate(
        type,
        recordOf(type, updated),
        isPublic(publishingOf(current), at),
      );
      await audit.record({
        actor: author,
        action: action === 'publish' ? 'published' : 'unpublished',
        type,
        recordId: updated.id,
        title: recordTitle(type, fieldsOf(updated)),
      });
    }
    // The ids of drafts (and records not yet due) are not told to a caller who may not read
    // them: the records as the action read them.
    const shown = (await writes.mayPreview(actor))
      ? untouched
      : untouched.filter(({ row }) => isPublic(publishingOf(row), at));
    const count = (why: Untouched['why']) => shown.filter((entry) => entry.why === why).length;
    return {
      message: bulkMessages.summary(action, written.length, count('already'), count('changed')),
      done: written.length,
      skipped: shown.map(({ row }) => row.id),
    };
  };
}
