import { type ReactNode, useId, useState } from 'react';
import {
  type LivePreviewOf,
  LivePreviewPanel,
  LivePreviewToggle,
} from '../preview/live-preview-panel';
import { cardClass } from '../ui/styles';
import { ConflictDialog } from './conflict-dialog';
import { DraftOffer } from './draft-offer';
import type { FormField, FormValues } from './form-values';
import { OutcomeMessage } from './outcome-message';
import type { Refusals } from './refusals';
import { type ListInput, RegistryField } from './registry-field';
import type { Outcome } from './submit-outcome';
import { FormGuard } from './unsaved-changes';
import type { FormDraft } from './use-form-draft';
import type { RegistryForm } from './use-registry-form';
import type { VersionConflict } from './use-versioned-save';

interface RegistryFormViewProps {
  form: RegistryForm;
  /** Names the form to assistive technology ("Add Podcast", "Site settings"). */
  label: string;
  fields: FormField[];
  listInput: ListInput;
  resetKey: number;
  /** What this browser keeps of the form while it is not saved. */
  draft: FormDraft;
  outcome: Outcome;
  /** A save that met a newer version (edit forms): the dialog that merges the two. */
  conflict?: VersionConflict;
  /** What the server refused of single fields, if it checks more than the schema does. */
  refusals?: Refusals;
  /** The submit button and any links beside it. */
  actions: ReactNode;
  /** More of the form between its fields and the outcome (a record's publishing). */
  extra?: ReactNode;
  /** The public page that shows the record, for its live preview; none: no such page. */
  preview?: LivePreviewOf;
  /** Each field's value while it is empty (a translation's form: the default locale's). */
  placeholders?: FormValues;
}

/**
 * A registry form on its card: browser validation off (the schema speaks instead), every
 * field by its kind, the outcome of the last submit, then the actions. Unsaved changes are kept
 * in the browser and offered back on the next open; leaving the form with them asks first. A
 * save that met someone else's opens the dialog that merges them.
 */
export function RegistryFormView({
  form,
  label,
  fields,
  listInput,
  resetKey,
  draft,
  outcome,
  conflict,
  refusals,
  actions,
  extra,
  preview,
  placeholders,
}: RegistryFormViewProps) {
  const formId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const panelId = `${formId}-preview`;
  return (
    <div className={previewOpen ? 'lg:flex lg:items-start lg:gap-6' : undefined}>
      <form.AppForm>
        <form
          noValidate
          aria-label={label}
          className={`${cardClass} max-w-3xl min-w-0 flex-1 space-y-6 p-6 sm:p-8`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <FormGuard isDirty={() => !form.state.isDefaultValue} />
          {preview ? (
            <div className="flex justify-end">
              <LivePreviewToggle
                open={previewOpen}
                controls={panelId}
                onToggle={() => setPreviewOpen((open) => !open)}
              />
            </div>
          ) : null}
          <DraftOffer draft={draft} />
          {fields.map((field) => (
            <RegistryField
              key={field.name}
              form={form}
              field={field}
              id={`${formId}-${field.name}`}
              listInput={listInput}
              resetKey={resetKey + draft.restores + (conflict?.applies ?? 0)}
              refused={refusals?.on(field.name)}
              placeholder={placeholders?.[field.name]}
            />
          ))}
          {extra}
          <OutcomeMessage outcome={outcome} />
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-6">
            {actions}
          </div>
          {conflict ? <ConflictDialog conflict={conflict} /> : null}
        </form>
      </form.AppForm>
      {preview && previewOpen ? (
        <LivePreviewPanel id={panelId} form={form} preview={preview} />
      ) : null}
    </div>
  );
}
