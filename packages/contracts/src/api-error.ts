import { z } from 'zod';
import { staleChangeSchema } from './versions';

/**
 * One thing wrong with the input: where (a dotted path, "" for the whole body) and what; in an
 * import, also which row (1 for the first record).
 */
export const apiIssueSchema = z.object({
  row: z.number().int().min(1).optional(),
  path: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The JSON body of every error answer under /api (a schema: the OpenAPI document reads it). */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
  /**
   * A refused delete of a library item: the records that still use it, those in the trash
   * (restorable, so still using it) marked `trashed`.
   */
  usedBy: z
    .array(
      z.object({
        type: z.string(),
        _id: z.string(),
        title: z.string(),
        trashed: z.literal(true).optional(),
      }),
    )
    .optional(),
  /** A sign-in whose password was right, for an account that also needs a code. */
  twoFactorRequired: z.literal(true).optional(),
  /** A write refused as stale (412, tRPC CONFLICT): the record as it is now. */
  current: z.unknown().optional(),
  /** With `current`: who changed the record since it was read, and when (when known). */
  changedBy: staleChangeSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
