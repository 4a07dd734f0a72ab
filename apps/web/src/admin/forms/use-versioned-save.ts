import { conflictMessages } from '@studio/contracts';
import { useRef, useState } from 'react';
import { staleOf } from '../api/errors';
import { useVersionRef } from '../locales/shared-version';
import { clockTime } from '../presence/editors-notice';
import { type FormField, type FormValues, formValues } from './form-values';
import type { DraftOrigin } from './unsaved-drafts';
import type { RegistryForm } from './use-registry-form';
import { type MergeRow, mergedValues, mergeRows, type Pick } from './version-merge';

/** The version a record read for editing carries (absent on a record without one). */
export const versionOf = (record: object | undefined): number | undefined =>
  record && 'version' in record && typeof record.version === 'number' ? record.version : undefined;

/** A save that met a newer version, while its dialog is open. */
export interface OpenConflict {
  /** "This record was changed by ana@… at 10:02…" */
  summary: string;
  rows: MergeRow[];
  picks: Readonly<Record<string, Pick>>;
}

/** What the conflict dialog shows and does. */
export interface VersionConflict {
  open: OpenConflict | undefined;
  pick: (field: string, side: Pick) => void;
  /** Puts the merge in the form, to save (`save`) or to edit first. */
  resolve: (save: boolean) => void;
  /** Closes the dialog; the form stays as typed. */
  cancel: () => void;
  /** Bumped when the merge is put in the form, to refill controls that keep their own text. */
  applies: number;
}

const updatedAtOf = (record: object): string | undefined =>
  'updatedAt' in record && typeof record.updatedAt === 'string' ? record.updatedAt : undefined;

/**
 * Saves that never overwrite a change made meanwhile: each names the version the form started
 * from (then the one its last save wrote). A refusal as stale opens the conflict dialog over the
 * three versions of each field: the one started from, the editor's, and the one saved since.
 * `afterMerge` runs once the merge is in the form: to save it (against the version saved
 * since) when `save`, else to say it is not saved yet.
 */
export function useVersionedSave(
  form: RegistryForm,
  fields: FormField[],
  record: object | undefined,
  afterMerge: (save: boolean) => void,
) {
  const version = useVersionRef(versionOf(record));
  // What the form's current version holds: the original each field is compared with.
  const base = useRef(formValues(fields, record));
  const [open, setOpen] = useState<
    (OpenConflict & { saved: FormValues; version: number | undefined }) | undefined
  >(undefined);
  const [applies, setApplies] = useState(0);

  /** After a save: its answer is the version the next one names. */
  const saved = (answer: object, values: FormValues) => {
    version.current = versionOf(answer);
    base.current = values;
  };

  /**
   * Opens the dialog when `error` refused the save as stale; false for any other failure.
   * `since`: what the form's fields hold now, when the refusal's record is not what the form
   * edits (a translation, read again).
   */
  const refused = (error: unknown, yours: FormValues, since?: object): boolean => {
    const staleness = staleOf(error);
    if (!staleness) return false;
    const { current, changedBy } = staleness;
    const at = changedBy?.at ?? updatedAtOf(current);
    const values = formValues(fields, since ?? current);
    setOpen({
      summary: `${conflictMessages.changedBy(
        changedBy?.actor ?? conflictMessages.someone,
        at ? clockTime(at) : '',
      )} ${conflictMessages.choose}`,
      rows: mergeRows(fields, { original: base.current, yours, saved: values }),
      picks: {},
      saved: values,
      version: versionOf(current),
    });
    return true;
  };

  const conflict: VersionConflict = {
    open,
    applies,
    pick: (field, side) =>
      setOpen((state) => state && { ...state, picks: { ...state.picks, [field]: side } }),
    resolve: (save) => {
      if (!open) return;
      const merged = mergedValues(open.rows, open.saved, open.picks);
      for (const field of fields) form.setFieldValue(field.name, merged[field.name]);
      version.current = open.version;
      base.current = open.saved;
      setOpen(undefined);
      setApplies((count) => count + 1);
      afterMerge(save);
    },
    cancel: () => setOpen(undefined),
  };

  /** What the form is based on, for a draft to keep (absent: a record without versions). */
  const origin = (): DraftOrigin | undefined =>
    version.current === undefined ? undefined : { version: version.current, values: base.current };

  /** A restored draft's origin: its save is checked against the version it was typed on. */
  const adopt = (from: DraftOrigin) => {
    version.current = from.version;
    base.current = from.values;
  };

  return { version: () => version.current, saved, refused, conflict, draft: { origin, adopt } };
}
