import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './limits';

/**
 * The parts of an inbox, as the admin's tabs show them: what is unread, everything not
 * archived, the archive, and what the spam guard held back (decision 041).
 */
export const inboxFolders = ['unread', 'all', 'archived', 'spam'] as const;
export type InboxFolder = (typeof inboxFolders)[number];

/**
 * What `?folder=` takes: a tab, or `inbox`, every entry that is not spam (archived too): what a
 * REST list without `?folder` answers, as SPEC.md's callers expect.
 */
export const inboxListFolders = ['inbox', ...inboxFolders] as const;
export type InboxListFolder = (typeof inboxListFolders)[number];

export const inboxFolderLabels: Record<InboxFolder, string> = {
  unread: 'Unread',
  all: 'All',
  archived: 'Archived',
  spam: 'Spam',
};

const folder = z.enum(inboxListFolders, {
  error: `Use ${inboxListFolders.slice(0, -1).join(', ')} or ${inboxListFolders.at(-1)}.`,
});

/** Why the spam guard held a submission back: the honeypot filled, sent too soon, a bad token. */
export const spamReasons = ['honeypot', 'too-fast', 'forged'] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'The hidden field only bots see was filled in.',
  'too-fast': 'Sent sooner after the form appeared than FORM_MIN_SECONDS.',
  forged: 'The form’s signed render time was garbled or forged.',
};

/** What each received entry carries beyond SPEC's fields: when it was read, whether put away. */
export const inboxStateSchema = z.object({
  /** ISO 8601 time an admin first opened it; null while unread */
  readAt: z.string().nullable(),
  archived: z.boolean(),
  /** Why the spam guard held it back; null for an entry of the inbox */
  spam: z.enum(spamReasons).nullable(),
});
export type InboxState = z.infer<typeof inboxStateSchema>;

/** `?folder=` of a REST list or export (with `limit`/`offset` beside it on lists). */
export const inboxFolderQuerySchema = z.object({ folder: folder.optional() });

/** The admin's inbox page (tRPC `T.list`): a page of one folder, newest first. */
export const inboxListSchema = z.object({
  folder: folder.default('all'),
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(25),
  cursor: z.number().int().min(0).nullish(),
});
export type InboxListInput = z.input<typeof inboxListSchema>;

/** The entries a bulk action applies to (the rows ticked on one page). */
export const inboxIdsSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100), { error: 'Send the ids as a list.' })
    .min(1, 'Choose at least one entry.')
    .max(PAGE_LIMIT_MAX, `Choose at most ${PAGE_LIMIT_MAX} entries at once.`),
});
export const inboxReadSchema = inboxIdsSchema.extend({ read: z.boolean() });
export const inboxArchiveSchema = inboxIdsSchema.extend({ archived: z.boolean() });

/** Unread entries, all entries not archived, and the spam folder's, of one inbox. */
export const inboxCountSchema = z.object({
  unread: z.number().int(),
  all: z.number().int(),
  spam: z.number().int(),
});
export type InboxCount = z.infer<typeof inboxCountSchema>;
export const inboxCountsSchema = z.object({ contact: inboxCountSchema, career: inboxCountSchema });

/** The answer of a bulk action: what it says, and which entries it changed. */
export const inboxBulkAnswerSchema = z.object({ message: z.string(), ids: z.array(z.string()) });
export type InboxBulkAnswer = z.infer<typeof inboxBulkAnswerSchema>;

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** The inbox actions' words. */
export const inboxMessages = {
  markedRead: (count: number) => `${entries(count)} marked as read.`,
  markedUnread: (count: number) => `${entries(count)} marked as unread.`,
  archived: (count: number) => `${entries(count)} archived.`,
  unarchived: (count: number) => `${entries(count)} moved back to the inbox.`,
  deleted: (count: number) => `${entries(count)} deleted.`,
  notSpam: (count: number) => `${entries(count)} moved to the inbox, as not spam.`,
  changeFailed: 'The entries could not be changed.',
  /** What the admin is asked before archiving or deleting ticked entries. */
  confirmArchive: (count: number) => ({
    title: `Archive ${entries(count)}?`,
    message: `${entries(count)} will leave the inbox; the Archived folder keeps them.`,
  }),
  confirmDelete: (count: number) => ({
    title: `Delete ${entries(count)}?`,
    message: `${entries(count)} will be removed for good, with any CV.`,
  }),
  /** The subject a Reply opens the admin's mail program with. */
  replySubject: {
    contact: 'Re: your message to the studio',
    career: (position: string) => `Re: your application for ${position}`,
  },
} as const;
