import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { publicPathOf } from '../../live-preview/public-pages';
import { serverAnswered } from '../api/errors';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';
import { FormActions } from '../forms/form-actions';
import { EDIT_RETURN_DELAY_MS, returnsAtOnce, saveFailure } from '../forms/submit-outcome';
import { useListReturn } from '../lists/use-list-address';
import { TranslationForm } from './translation-form';
import type { TranslationTarget } from './use-translation-form';

interface ContentTranslationProps<K extends ContentTypeName> {
  type: K;
  id: string;
  /** The record as its edit page read it (default-locale values, version). */
  record: object;
  locale: string;
}

/**
 * A content record's translation into `locale`: read from content.T.translation, saved with
 * content.T.update and the locale; a save goes back to the list as the record's own does.
 */
export function ContentTranslation<K extends ContentTypeName>({
  type,
  id,
  record,
  locale,
}: ContentTranslationProps<K>) {
  const { label, admin, messages: text } = contentTypes[type];
  const back = useListReturn(admin.list);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const procedures = contentProcedures(trpc, type);
  const [preview] = useState(() => {
    const path = publicPathOf(type);
    return path ? { target: { kind: 'content', type, id } as const, path } : undefined;
  });
  const reading = procedures.translation.queryOptions({ id, locale }, adminRead);
  const query = useQuery(reading);
  const update = useMutation(procedures.update.mutationOptions());
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => void navigate(back), EDIT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, navigate, back]);

  const target: TranslationTarget = {
    source: contentTypes[type],
    record,
    locale,
    draft: { form: `content.${type}`, record: id },
    read: () => queryClient.fetchQuery({ ...reading, staleTime: 0 }),
    save: (data, version) => update.mutateAsync({ id, data, version, locale }),
    failure: (error) => saveFailure(text, true, serverAnswered(error)),
    updated: text.updated,
    onSaved: () => {
      void queryClient.invalidateQueries(trpc.content[type].pathFilter());
      if (returnsAtOnce(type)) {
        window.alert(text.updated);
        void navigate(back);
        return;
      }
      setReturning(true);
    },
  };
  return (
    <TranslationForm
      target={target}
      query={query}
      loadFailed={text.loadFailed}
      label={`Edit ${label}`}
      actions={<FormActions editing locked={returning} backTo={back} />}
      preview={preview}
    />
  );
}
