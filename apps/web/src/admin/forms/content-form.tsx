import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useState } from 'react';
import { publicPathOf } from '../../live-preview/public-pages';
import { useListReturn } from '../lists/use-list-address';
import { buttonClass } from '../ui/styles';
import { FormActions } from './form-actions';
import { PublishingPanel } from './publishing-panel';
import { RegistryFormView } from './registry-form-view';
import { type Editing, useContentForm } from './use-content-form';

interface ContentFormProps<K extends ContentTypeName> {
  type: K;
  /** The record being edited; absent on the add form. */
  editing?: Editing;
}

/**
 * The add or edit form of any content type: fields, labels and messages from the registry,
 * validation and the sent data from the type's zod schema.
 */
export function ContentForm<K extends ContentTypeName>({ type, editing }: ContentFormProps<K>) {
  const { label, admin } = contentTypes[type];
  const back = useListReturn(admin.list);
  const { form, fields, outcome, returning, resets, draft, refusals, conflict, publishing } =
    useContentForm(type, back, editing);
  const { stored, schedule, setSchedule, expiry, setExpiry, submitAs } = publishing;
  // Besides Submit (publish a new record) and Update (keep its status): save as a draft, or
  // publish a draft.
  const other = stored?.status === 'draft' ? 'published' : 'draft';
  // The public page that shows the type, where the record is previewed as it is typed.
  const [preview] = useState(() => {
    const path = publicPathOf(type);
    return path
      ? { target: { kind: 'content', type, id: editing?.id ?? null } as const, path }
      : undefined;
  });
  return (
    <RegistryFormView
      form={form}
      label={`${editing ? 'Edit' : 'Add'} ${label}`}
      fields={fields}
      listInput={editing ? 'rows' : 'comma'}
      resetKey={resets}
      draft={draft}
      outcome={outcome}
      conflict={editing ? conflict : undefined}
      refusals={refusals}
      preview={preview}
      extra={
        <PublishingPanel
          stored={stored}
          schedule={schedule}
          onSchedule={setSchedule}
          expiry={expiry}
          onExpiry={setExpiry}
          refused={{ schedule: refusals.on('publishAt'), expiry: refusals.on('unpublishAt') }}
        />
      }
      actions={
        <FormActions editing={!!editing} locked={returning} backTo={back}>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <button
                type="button"
                disabled={submitting || returning}
                onClick={() => submitAs(other)}
                className={buttonClass.secondary}
              >
                {other === 'draft' ? (stored ? 'Unpublish' : 'Save draft') : 'Publish'}
              </button>
            )}
          </form.Subscribe>
        </FormActions>
      }
    />
  );
}
