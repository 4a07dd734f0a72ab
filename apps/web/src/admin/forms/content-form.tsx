import {
  type ContentData,
  type ContentTypeName,
  contentSchema,
  contentTypes,
  messages,
} from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { contentApi } from '../api/content-api';
import { serverAnswered } from '../api/errors';
import { adminKeys } from '../api/query-keys';
import { refreshAfterChange } from '../content/refresh';
import { buttonClass, cardClass, inputClass } from '../ui/styles';
import { CommaListControl } from './comma-list-control';
import { FieldError, firstError } from './field-error';
import { describedBy } from './field-frame';
import { formFields, formSchema, formValues } from './form-values';
import { ListRowsControl } from './list-rows-control';
import { OutcomeMessage } from './outcome-message';
import { EDIT_RETURN_DELAY_MS, type Outcome, returnsAtOnce } from './submit-outcome';
import { TextControl } from './text-control';
import { UnsavedChangesGuard } from './unsaved-changes';

interface ContentFormProps<K extends ContentTypeName> {
  type: K;
  /** The record being edited; absent on the add form. */
  editing?: { id: string; record: object };
}

/**
 * The add or edit form of any content type: fields, labels and messages from the registry,
 * validation and the sent data from the type's zod schema.
 */
export function ContentForm<K extends ContentTypeName>({ type, editing }: ContentFormProps<K>) {
  const { messages: text, admin } = contentTypes[type];
  const [fields] = useState(() => formFields(type));
  const [initial] = useState(() => formValues(fields, editing?.record));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [returning, setReturning] = useState(false);
  // Bumped after a successful add, to clear controls that keep their own text.
  const [resets, setResets] = useState(0);
  const formId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const save = useMutation({
    mutationFn: (data: ContentData<K>) =>
      editing
        ? contentApi(type).update.mutate({ id: editing.id, data })
        : contentApi(type).create.mutate(data),
  });

  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: formSchema(type) },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      try {
        await save.mutateAsync(contentSchema(type).parse(value));
      } catch (error) {
        // An answer from the server is a refusal; no answer at all is the "exception" message.
        const answered = serverAnswered(error);
        const failure = editing
          ? answered
            ? text.updateFailed
            : text.updateError
          : answered
            ? text.addFailed
            : text.addError;
        setOutcome({ ok: false, text: failure });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.type(type) });
      refreshAfterChange(queryClient, type);
      if (!editing) {
        formApi.reset(formValues(fields));
        setResets((count) => count + 1);
        setOutcome({ ok: true, text: text.added });
        return;
      }
      // The saved values are the new baseline: leaving now loses nothing.
      formApi.reset(value);
      if (returnsAtOnce(type)) {
        window.alert(text.updated);
        void navigate({ to: admin.list });
        return;
      }
      setOutcome({ ok: true, text: text.updated });
      setReturning(true);
    },
  });

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => void navigate({ to: admin.list }), EDIT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, navigate, admin.list]);

  return (
    <form
      noValidate
      aria-label={`${editing ? 'Edit' : 'Add'} ${contentTypes[type].label}`}
      className={`${cardClass} max-w-3xl space-y-6 p-6 sm:p-8`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <UnsavedChangesGuard isDirty={() => !form.state.isDefaultValue} />
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        if (field.kind === 'text') {
          return (
            <form.Field key={field.name} name={field.name}>
              {(api) => (
                <TextControl
                  id={id}
                  label={field.label}
                  kind={field.input}
                  required={field.required}
                  value={api.state.value ?? ''}
                  error={firstError(api.state.meta.errors)}
                  onChange={api.handleChange}
                  onBlur={api.handleBlur}
                />
              )}
            </form.Field>
          );
        }
        if (!editing) {
          return (
            <form.Field key={field.name} name={field.name}>
              {(api) => (
                <CommaListControl
                  key={resets}
                  id={id}
                  label={field.label}
                  error={firstError(api.state.meta.errors)}
                  onChange={api.handleChange}
                  onBlur={api.handleBlur}
                />
              )}
            </form.Field>
          );
        }
        return (
          <form.Field key={field.name} name={field.name} mode="array">
            {(api) => (
              <ListRowsControl
                id={id}
                label={field.label}
                count={api.state.value?.length ?? 0}
                error={firstError(api.state.meta.errors)}
                onAdd={() => api.pushValue('')}
                onRemove={(index) => api.removeValue(index)}
                row={(index, inputId) => (
                  <form.Field name={`${field.name}[${index}]`}>
                    {(row) => {
                      const error = firstError(row.state.meta.errors);
                      return (
                        <>
                          <input
                            id={inputId}
                            type="text"
                            required
                            aria-label={`${field.label} ${index + 1}`}
                            value={row.state.value ?? ''}
                            onChange={(event) => row.handleChange(event.target.value)}
                            onBlur={row.handleBlur}
                            {...describedBy(inputId, error)}
                            className={inputClass}
                          />
                          <FieldError id={`${inputId}-error`} message={error} />
                        </>
                      );
                    }}
                  </form.Field>
                )}
              />
            )}
          </form.Field>
        );
      })}
      <OutcomeMessage outcome={outcome} />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-6">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button
              type="submit"
              disabled={submitting || returning}
              className={buttonClass.primary}
            >
              {editing
                ? submitting
                  ? messages.adminForm.updating
                  : 'Update'
                : submitting
                  ? messages.adminForm.adding
                  : 'Submit'}
            </button>
          )}
        </form.Subscribe>
        <Link to={admin.list} className={buttonClass.secondary}>
          Back to list
        </Link>
      </div>
    </form>
  );
}
