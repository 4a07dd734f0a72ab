import { localizedPath } from '@studio/content';
import { languageName } from '@studio/contracts';
import { type ReactNode, useState } from 'react';
import { RecordGate } from '../forms/record-gate';
import { RegistryFormView } from '../forms/registry-form-view';
import type { LivePreviewOf } from '../preview/live-preview-panel';
import { translationShown } from './translation-values';
import { useAdminLocales } from './use-admin-locales';
import {
  type StoredTranslation,
  type TranslationTarget,
  useTranslationForm,
} from './use-translation-form';

interface TranslationFormProps {
  target: TranslationTarget;
  /** Names the form ("Edit Podcast"); the language is added. */
  label: string;
  /** The submit button and any links beside it. */
  actions: ReactNode;
  /** The record on its public page (default locale's address), where it is previewed as typed. */
  preview?: Omit<LivePreviewOf, 'shown'> | undefined;
}

function TranslationFormView({
  target,
  stored,
  label,
  actions,
  preview,
}: TranslationFormProps & { stored: StoredTranslation }) {
  const { form, fields, placeholders, outcome, draft, refusals, conflict } = useTranslationForm(
    target,
    stored,
  );
  const locales = useAdminLocales();
  // The page in this tab's language, showing the default's words where none is typed.
  const [shownPreview] = useState(() =>
    preview
      ? {
          ...preview,
          path: localizedPath(preview.path, target.locale, [locales.default, ...locales.others]),
          shown: (typed: Parameters<typeof translationShown>[1]) =>
            translationShown(fields, typed, placeholders),
        }
      : undefined,
  );
  return (
    <RegistryFormView
      form={form}
      label={`${label} (${languageName(target.locale)})`}
      fields={fields}
      listInput="rows"
      resetKey={0}
      draft={draft}
      outcome={outcome}
      conflict={conflict}
      refusals={refusals}
      placeholders={placeholders}
      preview={shownPreview}
      actions={actions}
    />
  );
}

/**
 * One locale's translation of a record: its localized fields only (images, links and the other
 * shared fields are edited in the default locale's tab, for every language), once read.
 */
export function TranslationForm({
  query,
  loadFailed,
  ...props
}: TranslationFormProps & {
  /** The read of the stored translation (a useQuery result). */
  query: { isPending: boolean; isError: boolean; data: StoredTranslation | undefined };
  loadFailed: string;
}) {
  const locales = useAdminLocales();
  return (
    <>
      <p className="mb-3 max-w-3xl text-sm text-slate-600">
        An empty field shows the {languageName(locales.default)} text, which the site falls back to.
        Images, links and the other shared fields are edited in the {languageName(locales.default)}{' '}
        tab, for every language.
      </p>
      <RecordGate query={query} loadFailed={loadFailed}>
        {(stored) => <TranslationFormView {...props} stored={stored} />}
      </RecordGate>
    </>
  );
}
