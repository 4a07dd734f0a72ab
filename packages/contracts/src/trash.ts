import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './limits';
import { contentTypeNames } from './registry';
import { expectedVersionSchema } from './versions';

/** How long a deleted content record can be restored; then it and its history are purged. */
export const TRASH_DAYS = 30;

/** The words of the trash, on both transports and in the admin. */
export const trashMessages = {
  restored: 'Restored: the record is back, last in its list, with its history.',
  notFound: `Not in the trash: it was restored already, or deleted more than ${TRASH_DAYS} days ago.`,
  idTaken: 'A record with this id exists again, so the deleted one cannot come back.',
  unknownType: 'Unknown content type.',
  restoreFailed: 'The record could not be restored.',
  /** The admin's question before a content record is deleted. */
  deleteNotice: (title: string) =>
    `“${title}” goes to the Trash, where it can be restored for ${TRASH_DAYS} days.`,
} as const;

/** One deleted record, as the trash lists it (newest deletion first). */
export const trashEntrySchema = z.object({
  /** the record's own id: it comes back under it */
  _id: z.string(),
  type: z.enum(contentTypeNames),
  title: z.string(),
  /** ISO 8601 */
  deletedAt: z.string(),
  /** who deleted it (an account's e-mail, an API token's name) */
  deletedBy: z.string().nullable(),
  /** ISO 8601: when it and its history are purged for good */
  purgeAt: z.string(),
  /** its version when deleted (a restore may name it); back, it is the next one */
  version: z.number().int(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/** The admin's Trash page (tRPC `trash.list`): a page of the trash. */
export const trashListSchema = z.object({
  limit: z.number().int().min(1).max(PAGE_LIMIT_MAX).default(25),
  cursor: z.number().int().min(0).nullish(),
});
export type TrashListInput = z.input<typeof trashListSchema>;

/** Which record to put back (`POST /api/trashrestore/:type/:id`, `trash.restore`). */
export const trashRestoreSchema = z.object({
  type: z.enum(contentTypeNames, { error: trashMessages.unknownType }),
  id: z.string().min(1),
});

/** tRPC `trash.restore`: the record, and the version the caller saw in the trash. */
export const trashRestoreInputSchema = trashRestoreSchema.extend(expectedVersionSchema.shape);

/** A restore's answer: the record is read again like any other. */
export const trashRestoredSchema = z.object({
  message: z.string(),
  type: z.enum(contentTypeNames),
  _id: z.string(),
});
export type TrashRestored = z.infer<typeof trashRestoredSchema>;
