import { type SingletonName, singletonTypes } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { singletonPaths } from '../../live-preview/public-pages';
import { adminRead } from '../api/read-options';
import { FormActions } from '../forms/form-actions';
import { singletonProcedures } from '../singletons/singleton-procedures';
import { TranslationForm } from './translation-form';
import type { TranslationTarget } from './use-translation-form';

interface SingletonTranslationProps {
  name: SingletonName;
  /** The singleton as its page read it (default-locale values, version). */
  record: object;
  locale: string;
}

/** A singleton's translation into `locale` (the site settings' words), saved with the locale. */
export function SingletonTranslation({ name, record, locale }: SingletonTranslationProps) {
  const { label, messages: text } = singletonTypes[name];
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = singletonProcedures(trpc, name);
  const reading = procedures.translation.queryOptions({ locale }, adminRead);
  const query = useQuery(reading);
  const save = useMutation(procedures.update.mutationOptions());
  const [preview] = useState(() => ({
    target: { kind: 'singleton', name } as const,
    path: singletonPaths[name],
  }));

  const target: TranslationTarget = {
    source: singletonTypes[name],
    record,
    locale,
    draft: { form: `singleton.${name}`, record: name },
    read: () => queryClient.fetchQuery({ ...reading, staleTime: 0 }),
    save: (data, version) => save.mutateAsync({ ...data, version, locale }),
    failure: () => text.updateFailed,
    updated: text.updated,
    onSaved: () => void queryClient.invalidateQueries(procedures.translation.pathFilter()),
  };
  return (
    <TranslationForm
      target={target}
      query={query}
      loadFailed={text.loadFailed}
      label={label}
      actions={<FormActions editing />}
      preview={preview}
    />
  );
}
