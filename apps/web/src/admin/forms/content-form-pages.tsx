import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useListReturn } from '../lists/use-list-address';
import { ContentTranslation } from '../locales/content-translation';
import { LocaleTabs } from '../locales/locale-tabs';
import { EditorsNotice } from '../presence/editors-notice';
import { PageHeader } from '../ui/page-header';
import { ContentForm } from './content-form';
import { HistoryPanel } from './history-panel';
import { RecordGate } from './record-gate';
import { recordQuery } from './record-query';

/** /admin/add<type>: one page for every type. */
export function AddContentPage({ type }: { type: ContentTypeName }) {
  return (
    <>
      <PageHeader title={`Add ${contentTypes[type].label}`} />
      <ContentForm type={type} />
    </>
  );
}

/**
 * /admin/Edit<type>/{id}: the record by id (its route's loader fetched it), then its form; both
 * lead back to the list's page and search the Edit link came from.
 */
export function EditContentPage({ type, id }: { type: ContentTypeName; id: string }) {
  const { label, admin, messages: text } = contentTypes[type];
  // Preloaded by the route with the same options.
  const record = useQuery(recordQuery(useTRPC(), type, id));
  const back = useListReturn(admin.list);
  const [restores, setRestores] = useState(0);
  return (
    <>
      <PageHeader title={`Edit ${label}`} />
      <EditorsNotice target={{ type, recordId: id }} />
      <RecordGate query={record} loadFailed={text.loadFailed} backTo={back}>
        {(stored) => (
          <>
            {/* A restored version starts the forms again from what is stored then. */}
            <LocaleTabs key={`${id}:${restores}`} record={stored}>
              {(locale) =>
                locale === null ? (
                  <ContentForm type={type} editing={{ id, record: stored }} />
                ) : (
                  <ContentTranslation type={type} id={id} record={stored} locale={locale} />
                )
              }
            </LocaleTabs>
            <HistoryPanel
              type={type}
              id={id}
              current={stored}
              onRestored={() => setRestores((count) => count + 1)}
            />
          </>
        )}
      </RecordGate>
    </>
  );
}
