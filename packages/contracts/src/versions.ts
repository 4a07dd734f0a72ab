import { z } from 'zod';

/** The words of a write refused because the record changed since it was read. */
export const versionMessages = {
  stale:
    'Someone else changed this record since you opened it, so your changes were not saved. They are still in the form.',
} as const;

/**
 * A record's version as its admin reads carry it: 1 when created, raised by every write
 * (a singleton never saved: 0). REST gives it in the ETag instead.
 */
export const versionMetaSchema = z.object({ version: z.number().int().min(0) });
export type VersionMeta = z.infer<typeof versionMetaSchema>;

/**
 * A tRPC write's `version`: the one the caller read. A newer one stored refuses the write
 * (CONFLICT, with the current record); left out, the write happens whatever the version.
 */
export const expectedVersionSchema = z.object({ version: z.number().int().min(0).optional() });
