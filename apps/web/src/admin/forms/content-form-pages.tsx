import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentApi } from '../api/content-api';
import { retryUnlessAnswered } from '../api/errors';
import { adminKeys } from '../api/query-keys';
import { PageHeader } from '../ui/page-header';
import { buttonClass, cardClass } from '../ui/styles';
import { ContentForm } from './content-form';

/** /admin/add<type>: one page for all nine types. */
export function AddContentPage({ type }: { type: ContentTypeName }) {
  return (
    <>
      <PageHeader title={`Add ${contentTypes[type].label}`} />
      <ContentForm type={type} />
    </>
  );
}

/** /admin/Edit<type>/{id}: loads the record by id, then edits it. */
export function EditContentPage({ type, id }: { type: ContentTypeName; id: string }) {
  const { label, admin, messages: text } = contentTypes[type];
  const record = useQuery({
    queryKey: adminKeys.record(type, id),
    queryFn: () => contentApi(type).get.query({ id }),
    retry: retryUnlessAnswered,
    // Always start from what is stored now, not from a cached copy.
    staleTime: 0,
  });

  return (
    <>
      <PageHeader title={`Edit ${label}`} />
      {record.isPending ? (
        <p role="status" className={`${cardClass} max-w-3xl p-6 text-sm text-slate-500`}>
          Loading...
        </p>
      ) : record.isError ? (
        <div className={`${cardClass} max-w-3xl space-y-4 p-6`}>
          <p role="alert" className="text-sm text-red-600">
            {text.loadFailed}
          </p>
          <Link to={admin.list} className={buttonClass.secondary}>
            Back to list
          </Link>
        </div>
      ) : (
        <ContentForm key={id} type={type} editing={{ id, record: record.data }} />
      )}
    </>
  );
}
