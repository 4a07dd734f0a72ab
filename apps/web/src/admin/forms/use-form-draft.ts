import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../auth/session-user';
import type { FormField } from './form-values';
import {
  type Draft,
  type DraftOrigin,
  differs,
  draftKey,
  draftValues,
  readDraft,
  removeDraft,
  writeDraft,
} from './unsaved-drafts';
import type { RegistryForm } from './use-registry-form';

/** Typing is kept this long after the last keystroke (and at once when the page goes). */
const DRAFT_DELAY_MS = 400;

/**
 * Who a draft typed before the account was known belongs to, in the tab's own storage: the page
 * left (a reload right after the first keystrokes) before the server named the account, and
 * the next page of this tab gives it to the account once named.
 */
const UNNAMED = 'unnamed';

/** Which form a draft belongs to: its kind ("content.podcast", "singleton.site") and record. */
export interface DraftTarget {
  form: string;
  record: string;
  /**
   * An edit form's version tracking: kept with the draft, and taken back on Restore, so saving
   * a draft over a record changed since merges (decision 042) rather than overwrites.
   */
  versions?: { origin: () => DraftOrigin | undefined; adopt: (origin: DraftOrigin) => void };
}

/** A form's draft as its view needs it: the one offered back, and what to do with it. */
export interface FormDraft {
  offer: Draft | undefined;
  /** Bumped when a draft is restored, to refill controls that keep their own text. */
  restores: number;
  restore: () => void;
  discard: () => void;
  /** After a successful save: nothing is unsaved any more. */
  clear: () => void;
}

/**
 * Keeps a registry form's unsaved values in this browser (per account and record), and on
 * open offers back a draft that differs from what the form starts with. While a draft is
 * offered it stays stored as it is, whatever is typed meanwhile, until Restore or Discard.
 */
export function useFormDraft(
  form: RegistryForm,
  fields: FormField[],
  target: DraftTarget,
): FormDraft {
  const user = useSessionUser();
  const key = user ? draftKey(user.id, target.form, target.record) : undefined;
  const [offer, setOffer] = useState<Draft | undefined>(undefined);
  const [restores, setRestores] = useState(0);
  const offering = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read when a draft is written, not a reason to subscribe again.
  const versions = useRef(target.versions);
  versions.current = target.versions;

  const offerDraft = useCallback((draft: Draft | undefined) => {
    offering.current = draft !== undefined;
    setOffer(draft);
  }, []);

  const cancelPending = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
  }, []);

  // Typing that leaves before the account is known stays in this tab until it is.
  const unnamedKey = draftKey(UNNAMED, target.form, target.record);
  useEffect(() => {
    if (key) return;
    const keepUnnamed = () => {
      const { values, isDefaultValue } = form.state;
      if (!isDefaultValue)
        writeDraft(sessionStorage, unnamedKey, {
          values: draftValues(fields, values),
          savedAt: Date.now(),
        });
    };
    window.addEventListener('pagehide', keepUnnamed);
    return () => window.removeEventListener('pagehide', keepUnnamed);
  }, [key, unnamedKey, fields, form]);

  // Opened: a stored draft the form does not already show is offered; any other is dropped.
  useEffect(() => {
    if (!key) return;
    const unnamed = readDraft(sessionStorage, unnamedKey, fields);
    if (unnamed) {
      removeDraft(sessionStorage, unnamedKey);
      writeDraft(localStorage, key, unnamed);
    }
    const stored = readDraft(localStorage, key, fields);
    if (!stored) return;
    if (differs(fields, stored.values, form.state.values)) offerDraft(stored);
    else removeDraft(localStorage, key);
  }, [key, unnamedKey, fields, form, offerDraft]);

  // Every change is kept shortly after; a form back to its start keeps nothing.
  useEffect(() => {
    if (!key) return;
    const keep = () => {
      cancelPending();
      if (offering.current) return;
      const { values, isDefaultValue } = form.state;
      if (isDefaultValue) removeDraft(localStorage, key);
      else {
        const origin = versions.current?.origin();
        writeDraft(localStorage, key, {
          values: draftValues(fields, values),
          savedAt: Date.now(),
          ...(origin ? { origin } : {}),
        });
      }
    };
    const schedule = () => {
      cancelPending();
      pending.current = setTimeout(keep, DRAFT_DELAY_MS);
    };
    const subscription = form.store.subscribe(schedule);
    // Typed before the account was known (the key is its id): kept now, not at the next key.
    if (!form.state.isDefaultValue) schedule();
    // A closed tab or a reload right after a keystroke keeps it too.
    const flush = () => {
      if (pending.current !== undefined) keep();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, fields, form, cancelPending]);

  const restore = () => {
    if (!offer) return;
    offerDraft(undefined);
    for (const field of fields) {
      const value = offer.values[field.name];
      if (value !== undefined) form.setFieldValue(field.name, value);
    }
    if (offer.origin) versions.current?.adopt(offer.origin);
    setRestores((count) => count + 1);
  };

  const forget = () => {
    offerDraft(undefined);
    cancelPending();
    if (key) removeDraft(localStorage, key);
  };

  return { offer, restores, restore, discard: forget, clear: forget };
}
