import { unreachable } from '@studio/contracts';
import { type FieldValue, type FormField, type FormValues, sameFieldValue } from './form-values';

/**
 * How one field stands between the version an editor started from (`original`), what they
 * typed (`yours`) and what someone else saved meanwhile (`saved`): changed by one side only
 * (that change is kept), by both alike, or by both differently (the editor picks).
 */
export type FieldMerge = 'yours' | 'saved' | 'same' | 'pick';

export interface MergeRow {
  field: FormField;
  yours: FieldValue;
  saved: FieldValue;
  original: FieldValue;
  merge: FieldMerge;
}

/** Which side a field both changed is taken from. */
export type Pick = 'yours' | 'saved';

/** The fields either side changed, in the form's order, each with how it merges. */
export function mergeRows(
  fields: FormField[],
  { original, yours, saved }: { original: FormValues; yours: FormValues; saved: FormValues },
): MergeRow[] {
  return fields.flatMap((field): MergeRow[] => {
    const row = {
      field,
      yours: yours[field.name],
      saved: saved[field.name],
      original: original[field.name],
    };
    const youChanged = !sameFieldValue(row.yours, row.original);
    const theyChanged = !sameFieldValue(row.saved, row.original);
    if (!youChanged && !theyChanged) return [];
    if (!theyChanged) return [{ ...row, merge: 'yours' }];
    if (!youChanged) return [{ ...row, merge: 'saved' }];
    return [{ ...row, merge: sameFieldValue(row.yours, row.saved) ? 'same' : 'pick' }];
  });
}

/**
 * The values to save against the saved version: every field as saved, then each one-sided
 * change of yours, then your picks (a field both changed and not picked keeps yours).
 */
export function mergedValues(
  rows: MergeRow[],
  saved: FormValues,
  picks: Readonly<Record<string, Pick>>,
): FormValues {
  let merged: FormValues = { ...saved };
  for (const { field, merge, yours } of rows) {
    const side = merge === 'pick' ? (picks[field.name] ?? 'yours') : merge;
    if (side !== 'yours') continue;
    switch (field.shape) {
      case 'list':
        merged[field.name] = Array.isArray(yours) ? yours : undefined;
        break;
      case 'text':
        merged[field.name] = typeof yours === 'string' ? yours : undefined;
        break;
      case 'number':
        // A spread, as in formValues (form-values.ts).
        merged = { ...merged, [field.name]: typeof yours === 'number' ? yours : undefined };
        break;
      case 'boolean':
        merged = { ...merged, [field.name]: typeof yours === 'boolean' ? yours : undefined };
        break;
      case 'select':
        if (field.several) merged[field.name] = Array.isArray(yours) ? yours : undefined;
        else merged[field.name] = typeof yours === 'string' ? yours : undefined;
        break;
      default:
        unreachable(field);
    }
  }
  return merged;
}
