import { z } from 'zod';
import { type PublishingMeta, publishMessages, publishStatuses } from './publish-state';

/**
 * The publishing of a record, sent beside its fields on create and update. Left out on create:
 * published at once (as SPEC.md's callers expect); left out on update: kept as it is.
 * `publishAt` null clears a schedule, `unpublishAt` null an expiry.
 */
const isoTime = z.iso
  .datetime({ offset: true, error: publishMessages.badTime })
  // Stored and compared as UTC ISO text.
  .transform((text) => new Date(text).toISOString())
  .nullable()
  .optional();

export const publishingSchema = z.object({
  status: z.enum(publishStatuses, { error: publishMessages.badStatus }).optional(),
  publishAt: isoTime,
  /** When a published record stops being public (and is unpublished); after `publishAt`. */
  unpublishAt: isoTime,
});
export type PublishingInput = z.input<typeof publishingSchema>;

/** What an admin's read of a record adds: its publishing, as stored. */
export const publishingMetaSchema = z.object({
  status: z.enum(publishStatuses),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
}) satisfies z.ZodType<PublishingMeta>;

/** `?status=all` on a REST list or record: drafts and scheduled records too (signed in). */
export const statusQuerySchema = z.object({
  status: z.literal('all', { error: publishMessages.badStatusFilter }).optional(),
});

/** The public lists' input on tRPC: `preview` includes drafts and scheduled records (signed in). */
export const previewSchema = z.object({ preview: z.boolean().optional() });
