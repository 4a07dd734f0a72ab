import {
  type ContentTypeName,
  contentSchema,
  contentTypes,
  type PublishStatus,
  versionMessages,
} from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { isStale, serverAnswered, serverIssues } from '../api/errors';
import { contentProcedures } from '../content/content-procedures';
import type { ListReturn } from '../lists/use-list-address';
import { formFields, formSchema, formValues } from './form-values';
import { localTime, publishingInput, storedPublishing } from './publishing-values';
import { useRefusals } from './refusals';
import { EDIT_RETURN_DELAY_MS, type Outcome, returnsAtOnce, saveFailure } from './submit-outcome';
import { NEW_RECORD } from './unsaved-drafts';
import { useFormDraft } from './use-form-draft';
import { useRegistryForm } from './use-registry-form';

/** The record an edit form changes; absent on the add form. */
export interface Editing {
  id: string;
  record: object;
}

/** The version a record read for editing carries (absent on a record without one). */
const versionOf = (record: object | undefined): number | undefined =>
  record && 'version' in record && typeof record.version === 'number' ? record.version : undefined;

/**
 * What happens on submit of an add or edit form (SPEC.md §4, §8): the registry's messages,
 * an add form cleared for the next record, an edit form back on its list (`back`: the page and
 * search it came from) 1.5 s later (or, for the slider, at once after an alert). Every cached answer of the type, the public pages'
 * lists included, is refreshed after a change.
 */
export function useContentForm<K extends ContentTypeName>(
  type: K,
  back: ListReturn,
  editing?: Editing,
) {
  const { messages: text } = contentTypes[type];
  const [fields] = useState(() => formFields(contentTypes[type]));
  const [initial] = useState(() => formValues(fields, editing?.record));
  const [outcome, setOutcome] = useState<Outcome>(null);
  // What the server refused of a field (an image without alt text), shown on it.
  const refusals = useRefusals(fields.map((field) => field.name));
  const [returning, setReturning] = useState(false);
  // Bumped after a successful add, to clear controls that keep their own text.
  const [resets, setResets] = useState(0);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The record's publishing: shown by the form, the schedule edited in its own field.
  const [stored] = useState(() => storedPublishing(editing?.record));
  const [schedule, setSchedule] = useState(() => localTime(stored?.publishAt));
  // The status the button that submits asks for (Save draft, Publish...); none: as it is.
  const intent = useRef<PublishStatus | undefined>(undefined);
  // The version the form started from, then the one its last save wrote: a save never
  // overwrites a change made meanwhile by someone else.
  const version = useRef(versionOf(editing?.record));

  const procedures = contentProcedures(trpc, type);
  const create = useMutation(procedures.create.mutationOptions());
  const update = useMutation(procedures.update.mutationOptions());

  const form = useRegistryForm({
    defaultValues: initial,
    schema: formSchema(contentSchema(type)),
    onSubmit: async (value, reset) => {
      setOutcome(null);
      refusals.clear();
      const status = intent.current;
      intent.current = undefined;
      try {
        const data = {
          ...contentSchema(type).parse(value),
          ...publishingInput(status, schedule),
        };
        if (editing) {
          const saved = await update.mutateAsync({
            id: editing.id,
            data,
            version: version.current,
          });
          version.current = versionOf(saved);
        } else {
          await create.mutateAsync(data);
        }
      } catch (error) {
        refusals.take(serverIssues(error));
        // The form keeps what was typed: nothing is reset on a refusal.
        const failure = isStale(error)
          ? versionMessages.stale
          : saveFailure(text, !!editing, serverAnswered(error));
        setOutcome({ ok: false, text: failure });
        return;
      }
      void queryClient.invalidateQueries(trpc.content[type].pathFilter());
      draft.clear();
      if (!editing) {
        reset(formValues(fields));
        setSchedule('');
        setResets((count) => count + 1);
        setOutcome({ ok: true, text: text.added });
        return;
      }
      // The saved values are the new baseline: leaving now loses nothing.
      reset(value);
      if (returnsAtOnce(type)) {
        window.alert(text.updated);
        void navigate(back);
        return;
      }
      setOutcome({ ok: true, text: text.updated });
      setReturning(true);
    },
  });

  const draft = useFormDraft(form, fields, {
    form: `content.${type}`,
    record: editing?.id ?? NEW_RECORD,
  });

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => void navigate(back), EDIT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, navigate, back]);

  /** Submits asking for a status (the form's own submit leaves it as it is, or publishes a new record). */
  const submitAs = (status: PublishStatus) => {
    intent.current = status;
    void form.handleSubmit();
  };

  return {
    form,
    fields,
    outcome,
    returning,
    resets,
    draft,
    refusals,
    publishing: { stored, schedule, setSchedule, submitAs },
  };
}
