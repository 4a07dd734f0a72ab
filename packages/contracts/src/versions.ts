import { z } from 'zod';

/** The words of a write refused because the record changed since it was read. */
export const versionMessages = {
  stale:
    'Someone else changed this record since you opened it, so your changes were not saved. They are still in the form.',
} as const;

/** The words of the dialog that merges an editor's changes into a version saved meanwhile. */
export const conflictMessages = {
  title: 'Someone else saved this record',
  changedBy: (who: string, time: string) =>
    `This record was changed by ${who} at ${time}, after you opened it.`,
  choose: 'Nothing is lost: choose what to keep.',
  someone: 'someone else',
  columns: { field: 'Field', yours: 'Yours', saved: 'Saved', original: 'Original' },
  empty: '(empty)',
  merge: {
    yours: 'Only you changed this: yours is kept.',
    saved: 'Only the saved version changed this: it is taken.',
    same: 'You both made the same change.',
    pick: 'You both changed this. Keep:',
  },
  save: 'Save merged version',
  edit: 'Edit merged version',
  cancel: 'Cancel',
  /** After "Edit merged version": the form now holds the merge, not saved yet. */
  merged: 'The form now holds the merged version; it is not saved yet. Press Update to save it.',
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

/**
 * Who made the write a stale one missed, and when, as the activity log recorded it (absent
 * when the log does not know: an entry purged, or not written yet).
 */
export const staleChangeSchema = z.object({ actor: z.string(), at: z.string() });
export type StaleChange = z.infer<typeof staleChangeSchema>;
