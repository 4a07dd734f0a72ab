import {
  type ContentTypeName,
  conflictMessages,
  contentSchema,
  contentTypes,
  type PublishStatus,
  versionMessages,
} from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverAnswered, serverIssues } from '../api/errors';
import { contentProcedures } from '../content/content-procedures';
import type { ListReturn } from '../lists/use-list-address';
import { formFields, formSchema, formValues } from './form-values';
import { localTime } from './local-time';
import { publishingInput, storedPublishing } from './publishing-values';
import { useRefusals } from './refusals';
import { EDIT_RETURN_DELAY_MS, type Outcome, returnsAtOnce, saveFailure } from './submit-outcome';
import { NEW_RECORD } from './unsaved-drafts';
import { useFormDraft } from './use-form-draft';
import { useRegistryForm } from './use-registry-form';
import { useVersionedSave } from './use-versioned-save';

/** The record an edit form changes; absent on the add form. */
export interface Editing {
  id: string;
  record: object;
}

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
  // The publishing panel's times too (an expiry not after the schedule).
  const refusals = useRefusals([...fields.map((field) => field.name), 'publishAt', 'unpublishAt']);
  const [returning, setReturning] = useState(false);
  // Bumped after a successful add, to clear controls that keep their own text.
  const [resets, setResets] = useState(0);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The record's publishing: shown by the form, the schedule and expiry edited in their fields.
  const [stored] = useState(() => storedPublishing(editing?.record));
  const [schedule, setSchedule] = useState(() => localTime(stored?.publishAt));
  const [expiry, setExpiry] = useState(() => localTime(stored?.unpublishAt));
  // The status the button that submits asks for (Save draft, Publish...); none: as it is.
  const intent = useRef<PublishStatus | undefined>(undefined);
  // The status the last submit asked for: a save after a merge asks for it again.
  const asked = useRef<PublishStatus | undefined>(undefined);

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
      asked.current = status;
      try {
        const data = {
          ...contentSchema(type).parse(value),
          ...publishingInput(status, { schedule, expiry }),
        };
        if (editing) {
          const saved = await update.mutateAsync({
            id: editing.id,
            data,
            version: versions.version(),
          });
          versions.saved(saved, value);
        } else {
          await create.mutateAsync(data);
        }
      } catch (error) {
        refusals.take(serverIssues(error));
        // The form keeps what was typed: nothing is reset on a refusal.
        const failure = versions.refused(error, value)
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

  const versions = useVersionedSave(form, fields, editing?.record, (save) => {
    if (save) submitAs(asked.current);
    else setOutcome({ ok: true, text: conflictMessages.merged });
  });

  const draft = useFormDraft(form, fields, {
    form: `content.${type}`,
    record: editing?.id ?? NEW_RECORD,
    versions: editing ? versions.draft : undefined,
  });

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => void navigate(back), EDIT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, navigate, back]);

  /** Submits asking for a status (the form's own submit leaves it as it is, or publishes a new record). */
  const submitAs = (status: PublishStatus | undefined) => {
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
    conflict: versions.conflict,
    publishing: { stored, schedule, setSchedule, expiry, setExpiry, submitAs },
  };
}
