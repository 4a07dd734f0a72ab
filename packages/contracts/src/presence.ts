import { z } from 'zod';
import { contentTypeNames } from './registry';
import { singletonNames } from './singletons';

/**
 * Who is editing what (decision 039). An open edit page says so every PRESENCE_HEARTBEAT_SECONDS
 * and reads who else is there in the same call; a row not renewed for PRESENCE_EXPIRES_SECONDS
 * counts as gone (a closed tab, a crashed browser), well within a minute.
 */
export const PRESENCE_HEARTBEAT_SECONDS = 15;
export const PRESENCE_EXPIRES_SECONDS = 40;
/**
 * Records one account counts as editing at a time: a further one replaces the one it opened
 * first, so no account fills the others' lists.
 */
export const PRESENCE_MAX_PER_ACCOUNT = 3;

/** What an edit page edits: a content record, or a singleton (its name is its record's id). */
export const presenceTargetSchema = z.object({
  type: z.enum([...contentTypeNames, ...singletonNames]),
  recordId: z.string().min(1).max(200),
});
export type PresenceTarget = z.infer<typeof presenceTargetSchema>;

/** A list page asks which of its type's records are open. */
export const presenceListSchema = presenceTargetSchema.pick({ type: true });

/** Someone else with the record open. */
export interface PresenceEditor {
  email: string;
  /** ISO 8601: when they opened it */
  since: string;
}

/** A record being edited, and by whom (earliest first). */
export interface PresenceEntry {
  recordId: string;
  editors: PresenceEditor[];
}

/** The words of presence, in the admin. */
export const presenceMessages = {
  /** "ana@example.com is editing this since 10:02" */
  editing: (who: string, since: string) => `${who} is editing this since ${since}`,
  /** A list's marker, for assistive technology. */
  beingEdited: (who: readonly string[]) => `being edited by ${who.join(', ')}`,
} as const;
