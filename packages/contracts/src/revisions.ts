import { z } from 'zod';
import { publishStatuses } from './publish-state';

/** How many versions of each record are kept unless REVISIONS_KEEP says otherwise. */
export const REVISIONS_KEEP_DEFAULT = 50;

/**
 * Why a version was written, when not by an ordinary save: put back from the trash, or
 * unpublished because its expiry came.
 */
export const revisionNotes = ['restoredFromTrash', 'expired'] as const;
export type RevisionNote = (typeof revisionNotes)[number];

/** The words of a record's history. */
export const revisionMessages = {
  restored: 'Restored: the record is as it was then (a new version in its history).',
  noRevision: 'Name the version to restore.',
  notFound: 'No such version of this record.',
  /** The author of a version written by no one: before history was kept, or at an expiry. */
  noAuthor: 'before history was kept',
  bySite: 'the site',
  notes: {
    restoredFromTrash: 'restored from the trash',
    expired: 'unpublished: its expiry came',
  } satisfies Record<RevisionNote, string>,
} as const;

/** One version of a record, newest first in its history (the first is the current one). */
export const revisionSchema = z.object({
  _id: z.string(),
  /** ISO 8601: when it was written */
  createdAt: z.string(),
  /** who wrote it (an account's e-mail, an API token's name); null: before history was kept */
  author: z.string().nullable(),
  status: z.enum(publishStatuses),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  /** the record's fields as they were */
  data: z.record(z.string(), z.unknown()),
  /** why it was written, when not by an ordinary save */
  note: z.enum(revisionNotes).nullable(),
  /** its translations as they were, by locale (only when it had any) */
  translations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** `POST /api/<stem>restore/:id` and `content.<type>.restore`: which version. */
export const restoreSchema = z.object({
  revision: z.string({ error: revisionMessages.noRevision }).min(1, revisionMessages.noRevision),
});
