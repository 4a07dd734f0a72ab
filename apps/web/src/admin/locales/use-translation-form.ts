import { conflictMessages, versionMessages } from '@studio/contracts';
import { useState } from 'react';
import { serverIssues, staleOf } from '../api/errors';
import type { FormSource } from '../forms/form-values';
import { useRefusals } from '../forms/refusals';
import type { Outcome } from '../forms/submit-outcome';
import { useFormDraft } from '../forms/use-form-draft';
import { useRegistryForm } from '../forms/use-registry-form';
import { useVersionedSave, versionOf } from '../forms/use-versioned-save';
import {
  defaultValuesOf,
  translationBody,
  translationFields,
  translationSchema,
  translationValues,
} from './translation-values';

/** A stored translation, as the server answers it: each localized field's value, null where missing. */
export interface StoredTranslation {
  values: Readonly<Record<string, unknown>>;
}

/** What a translation's form edits and how it saves: a content record's, or a singleton's. */
export interface TranslationTarget {
  source: FormSource;
  /**
   * The record as its page holds it now: its default values (the placeholders, as first read),
   * shared values (sent with a save) and version.
   */
  record: object;
  locale: string;
  /** The draft's form and record, as the default locale's form names them. */
  draft: { form: string; record: string };
  /** The translation as it is stored now (after a save was refused as stale). */
  read: () => Promise<StoredTranslation>;
  /** Saves the body in `locale`, naming `version`; answers the record saved. */
  save: (body: Record<string, unknown>, version: number | undefined) => Promise<object>;
  /** What a failed save says (the server answered, or not). */
  failure: (error: unknown) => string;
  updated: string;
  /** After a successful save (an edit page returns to its list). */
  onSaved: () => void;
}

/**
 * The form of one locale's translation: only the localized fields, empty where missing with
 * the default value as placeholder. A save names the record's version (shared with the other
 * tabs); one refused as stale opens the merge dialog over this locale's values, read again. Its
 * unsaved typing is kept as a draft of its own (per record and locale).
 */
export function useTranslationForm(target: TranslationTarget, stored: StoredTranslation) {
  const [fields] = useState(() => translationFields(target.source));
  const [placeholders] = useState(() => defaultValuesOf(fields, target.record));
  const [initial] = useState(() => translationValues(fields, stored.values, placeholders));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refusals = useRefusals(fields.map((field) => field.name));
  // The record a stale save met: its shared fields are sent next, unless the page's is newer.
  const [met, setMet] = useState<object | undefined>(undefined);
  const shared = () =>
    met && (versionOf(met) ?? 0) > (versionOf(target.record) ?? 0) ? met : target.record;

  const form = useRegistryForm({
    defaultValues: initial,
    schema: translationSchema(target.source, fields),
    onSubmit: async (value, reset) => {
      setOutcome(null);
      refusals.clear();
      try {
        const body = translationBody(target.source, shared(), value);
        versions.saved(await target.save(body, versions.version()), value);
      } catch (error) {
        refusals.take(serverIssues(error));
        setOutcome({ ok: false, text: await refusal(error, value) });
        return;
      }
      // The saved values are the new baseline: leaving now loses nothing.
      reset(value);
      draft.clear();
      setOutcome({ ok: true, text: target.updated });
      target.onSaved();
    },
  });

  /** What a refused save says; one refused as stale opens the merge dialog first. */
  const refusal = async (error: unknown, value: typeof initial): Promise<string> => {
    const staleness = staleOf(error);
    if (!staleness) return target.failure(error);
    setMet(staleness.current);
    try {
      const since = translationValues(fields, (await target.read()).values, placeholders);
      versions.refused(error, value, since);
      return versionMessages.stale;
    } catch {
      return target.failure(error);
    }
  };

  const versions = useVersionedSave(
    form,
    fields,
    { ...initial, version: versionOf(target.record) },
    (save) => {
      if (save) void form.handleSubmit();
      else setOutcome({ ok: true, text: conflictMessages.merged });
    },
  );

  const draft = useFormDraft(form, fields, {
    form: `${target.draft.form}@${target.locale}`,
    record: target.draft.record,
    versions: versions.draft,
  });

  return { form, fields, placeholders, outcome, draft, refusals, conflict: versions.conflict };
}
