import {
  conflictMessages,
  type SingletonName,
  singletonSchema,
  singletonTypes,
  versionMessages,
} from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { formFields, formSchema, formValues } from '../forms/form-values';
import type { Outcome } from '../forms/submit-outcome';
import { useFormDraft } from '../forms/use-form-draft';
import { useRegistryForm } from '../forms/use-registry-form';
import { useVersionedSave } from '../forms/use-versioned-save';
import { singletonProcedures } from './singleton-procedures';
import { singletonQuery } from './singleton-query';

/**
 * A singleton's form, filled with its stored values (the built-in ones until first saved).
 * A save answers with the registry's message and puts the saved values in the cache, so the
 * public layout shows them at once. A save names the version it started from; a newer one
 * saved meanwhile opens the merge dialog.
 */
export function useSingletonForm<K extends SingletonName>(name: K, stored: object) {
  const { messages: text } = singletonTypes[name];
  const [fields] = useState(() => formFields(singletonTypes[name]));
  const [initial] = useState(() => formValues(fields, stored));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(singletonProcedures(trpc, name).update.mutationOptions());

  const form = useRegistryForm({
    defaultValues: initial,
    schema: formSchema(singletonSchema(name)),
    onSubmit: async (value, reset) => {
      setOutcome(null);
      try {
        const data = singletonSchema(name).parse(value);
        const saved = await save.mutateAsync({ ...data, version: versions.version() });
        versions.saved(saved, value);
        queryClient.setQueryData(singletonQuery(trpc, name).queryKey, saved);
      } catch (error) {
        const stale = versions.refused(error, value);
        setOutcome({ ok: false, text: stale ? versionMessages.stale : text.updateFailed });
        return;
      }
      // The saved values are the new baseline: leaving now loses nothing.
      reset(value);
      draft.clear();
      setOutcome({ ok: true, text: text.updated });
    },
  });

  const versions = useVersionedSave(form, fields, stored, (save) => {
    if (save) void form.handleSubmit();
    else setOutcome({ ok: true, text: conflictMessages.merged });
  });

  // One record per kind: the kind names it.
  const draft = useFormDraft(form, fields, {
    form: `singleton.${name}`,
    record: name,
    versions: versions.draft,
  });

  return { form, fields, outcome, draft, conflict: versions.conflict };
}
