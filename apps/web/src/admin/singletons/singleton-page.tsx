import { access, type SingletonName, singletonTypes } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { singletonPaths } from '../../live-preview/public-pages';
import { RequireAccess } from '../auth/require-access';
import { FormActions } from '../forms/form-actions';
import { RecordGate } from '../forms/record-gate';
import { RegistryFormView } from '../forms/registry-form-view';
import { LocaleTabs } from '../locales/locale-tabs';
import { SingletonTranslation } from '../locales/singleton-translation';
import { EditorsNotice } from '../presence/editors-notice';
import { PageHeader } from '../ui/page-header';
import { singletonQuery } from './singleton-query';
import { useSingletonForm } from './use-singleton-form';

function SingletonForm({ name, stored }: { name: SingletonName; stored: object }) {
  const { form, fields, outcome, draft, conflict } = useSingletonForm(name, stored);
  const [preview] = useState(() => ({
    target: { kind: 'singleton', name } as const,
    path: singletonPaths[name],
  }));
  return (
    <RegistryFormView
      form={form}
      label={singletonTypes[name].label}
      fields={fields}
      listInput="rows"
      resetKey={0}
      draft={draft}
      outcome={outcome}
      conflict={conflict}
      preview={preview}
      actions={<FormActions editing />}
    />
  );
}

function SingletonEditor({ name }: { name: SingletonName }) {
  const stored = useQuery(singletonQuery(useTRPC(), name));
  return (
    <RecordGate query={stored} loadFailed={singletonTypes[name].messages.loadFailed}>
      {(record) => (
        <LocaleTabs record={record}>
          {(locale) =>
            locale === null ? (
              <SingletonForm name={name} stored={record} />
            ) : (
              <SingletonTranslation name={name} record={record} locale={locale} />
            )
          }
        </LocaleTabs>
      )}
    </RecordGate>
  );
}

/** A singleton kind's admin page (/admin/site): its one record's form, no list. */
export function SingletonPage({ name }: { name: SingletonName }) {
  const { label } = singletonTypes[name];
  return (
    <RequireAccess level={access.singleton.update.level} title={label}>
      <PageHeader title={label} />
      {/* A singleton's one record is named as its kind is. */}
      <EditorsNotice target={{ type: name, recordId: name }} />
      <SingletonEditor name={name} />
    </RequireAccess>
  );
}
