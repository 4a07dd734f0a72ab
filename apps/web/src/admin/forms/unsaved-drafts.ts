import { unreachable } from '@studio/contracts';
import { type FormField, type FormValues, sameFieldValue } from './form-values';

/** What the browser keeps of a form not saved yet: its values, and when they were typed. */
export interface Draft {
  values: FormValues;
  /** Milliseconds since the epoch. */
  savedAt: number;
  /** The stored version the typing started from (edit forms): a save of it merges from there. */
  origin?: DraftOrigin;
}

/** A record's version and its values then, as a form started from them. */
export interface DraftOrigin {
  version: number;
  values: FormValues;
}

/** The part of the Web Storage API the drafts use (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'studio.draft.v1';

/** The record an add form will create, in its draft's key. */
export const NEW_RECORD = 'new';

/**
 * One draft per account, form and record (NEW_RECORD on an add form), so two admins sharing a
 * browser never see each other's typing. Parts are encoded: an id never reads as a separator.
 */
export const draftKey = (userId: string, form: string, record: string): string =>
  [PREFIX, userId, form, record].map(encodeURIComponent).join(':');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Only the form's own fields, each of its kind: a registry form holds text, lists of text and
 * numbers and yes-or-nos and option keys (an image or video is its URL or media path, never a file), and no password.
 */
export function draftValues(fields: FormField[], source: Record<string, unknown>): FormValues {
  let values: FormValues = {};
  for (const field of fields) {
    const value = source[field.name];
    switch (field.shape) {
      case 'list':
        if (isStringList(value)) values[field.name] = value;
        break;
      case 'text':
        if (typeof value === 'string') values[field.name] = value;
        break;
      case 'number':
        // A spread, as in formValues (form-values.ts).
        if (typeof value === 'number' && Number.isFinite(value)) {
          values = { ...values, [field.name]: value };
        }
        break;
      case 'boolean':
        if (typeof value === 'boolean') values = { ...values, [field.name]: value };
        break;
      case 'select':
        if (field.several && isStringList(value)) values[field.name] = value;
        if (!field.several && typeof value === 'string') values[field.name] = value;
        break;
      default:
        unreachable(field);
    }
  }
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function originOf(fields: FormField[], origin: unknown): DraftOrigin | undefined {
  if (!isRecord(origin) || !isRecord(origin.values)) return undefined;
  const { version } = origin;
  if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
  return { version, values: draftValues(fields, origin.values) };
}

/** The draft stored under `key`, if one is there and readable (anything else is dropped). */
export function readDraft(
  storage: DraftStorage,
  key: string,
  fields: FormField[],
): Draft | undefined {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.values) ||
    typeof parsed.savedAt !== 'number' ||
    !Number.isFinite(parsed.savedAt)
  ) {
    storage.removeItem(key);
    return undefined;
  }
  const origin = originOf(fields, parsed.origin);
  // A draft without a readable origin is still offered; it saves as an untracked edit.
  return {
    values: draftValues(fields, parsed.values),
    savedAt: parsed.savedAt,
    ...(origin ? { origin } : {}),
  };
}

/**
 * Keeps a draft. A full or blocked storage (private mode, quota) only means no draft: the form
 * itself goes on working.
 */
export function writeDraft(storage: DraftStorage, key: string, draft: Draft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing kept means nothing to remove.
  }
}

/** Whether a draft holds anything the form does not show already (each field, in order). */
export function differs(fields: FormField[], draft: FormValues, shown: FormValues): boolean {
  return fields.some((field) => {
    const value = draft[field.name];
    return value !== undefined && !sameFieldValue(value, shown[field.name]);
  });
}
