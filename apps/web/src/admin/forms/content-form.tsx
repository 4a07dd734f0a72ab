import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useListReturn } from '../lists/use-list-address';
import { FormActions } from './form-actions';
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
  const { form, fields, outcome, returning, resets } = useContentForm(type, back, editing);
  return (
    <RegistryFormView
      form={form}
      label={`${editing ? 'Edit' : 'Add'} ${label}`}
      fields={fields}
      listInput={editing ? 'rows' : 'comma'}
      resetKey={resets}
      outcome={outcome}
      actions={<FormActions form={form} editing={!!editing} locked={returning} backTo={back} />}
    />
  );
}
