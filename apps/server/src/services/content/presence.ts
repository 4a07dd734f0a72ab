import {
  access,
  isContentTypeName,
  PRESENCE_EXPIRES_SECONDS,
  PRESENCE_MAX_PER_ACCOUNT,
  type PresenceEditor,
  type PresenceEntry,
  type PresenceTarget,
  presenceListSchema,
  presenceTargetSchema,
} from '@studio/contracts';
import {
  type Database,
  deletePresence,
  listPresence,
  type PresenceRow,
  purgePresence,
  touchPresence,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from '../actor';
import { notFound, validate } from '../errors';
import type { ContentService } from './service';

const editorOf = ({ email, since }: PresenceRow): PresenceEditor => ({ email, since });

/**
 * Who is editing what (decision 039): rows in the database, so every server process sees every
 * open page; nothing runs on the server between calls, and a page not heard from for
 * PRESENCE_EXPIRES_SECONDS no longer counts.
 */
export function createPresenceService({
  db,
  content,
  now = Date.now,
}: {
  db: Kysely<Database>;
  content: Pick<ContentService, 'get'>;
  now?: () => number;
}) {
  /** The oldest heartbeat that still counts (ISO). */
  const freshSince = () => new Date(now() - PRESENCE_EXPIRES_SECONDS * 1000).toISOString();

  /**
   * Refuses a record that is not there, or one the caller may not read, as reading it would
   * (404, 403): no one is listed as editing what does not exist.
   */
  async function mustRead(actor: Actor, { type, recordId }: PresenceTarget) {
    if (isContentTypeName(type)) {
      // The admin's read of a record: drafts and scheduled ones included, to whoever may.
      await content.get(actor, type, recordId, { preview: true });
    } else if (recordId !== type) {
      // A singleton's one record has its name as its id; anyone may read it.
      throw notFound();
    }
  }

  return {
    /**
     * An open edit page's heartbeat: the caller has the record open (since the first call, or
     * since now after a lapse); answers who else has it open, earliest first.
     */
    async announce(actor: Actor, input: unknown): Promise<PresenceEditor[]> {
      const user = await authorize(access.presence.announce, actor);
      const target = validate(presenceTargetSchema, input);
      await mustRead(actor, target);
      const after = freshSince();
      // Lapsed rows go first, so a page back after a lapse starts a new `since`.
      await purgePresence(db, after);
      await touchPresence(
        db,
        { ...target, userId: user.id },
        new Date(now()).toISOString(),
        PRESENCE_MAX_PER_ACCOUNT,
      );
      const rows = await listPresence(db, { ...target, after });
      return rows.filter((row) => row.userId !== user.id).map(editorOf);
    },

    /** The caller left the record's page (best effort: a page that never says so lapses). */
    async leave(actor: Actor, input: unknown): Promise<null> {
      const user = await authorize(access.presence.leave, actor);
      const target = validate(presenceTargetSchema, input);
      await deletePresence(db, { ...target, userId: user.id });
      return null;
    },

    /** A type's records that others have open, for its list's markers. */
    async list(actor: Actor, input: unknown): Promise<PresenceEntry[]> {
      const user = await authorize(access.presence.list, actor);
      const { type } = validate(presenceListSchema, input);
      const entries = new Map<string, PresenceEditor[]>();
      for (const row of await listPresence(db, { type, after: freshSince() })) {
        if (row.userId === user.id) continue;
        const editors = entries.get(row.recordId) ?? [];
        editors.push(editorOf(row));
        entries.set(row.recordId, editors);
      }
      return [...entries].map(([recordId, editors]) => ({ recordId, editors }));
    },
  };
}
