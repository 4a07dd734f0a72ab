import { access, type CareerApplication, inboxes } from '@studio/contracts';
import { inboxApi } from '../api/content-api';
import { adminKeys } from '../api/query-keys';
import { RequireAccess } from '../auth/require-access';
import type { Column } from './data-table';
import { InboxList } from './inbox-list';

const fullName = (row: CareerApplication) => `${row.firstName} ${row.lastName}`;

/** CV files are served to signed-in admins only, as a download. */
const cvUrl = (cv: string) => `/uploads/cvs/${encodeURIComponent(cv)}`;

const columns: Column<CareerApplication>[] = [
  { header: 'Name', cell: (row) => <span className="font-medium">{fullName(row)}</span> },
  { header: 'Position', cell: (row) => row.position },
  {
    header: 'Contact',
    cell: (row) => (
      <>
        <a href={`mailto:${row.email}`} className="block text-gold-deep hover:underline">
          {row.email}
        </a>
        <span className="text-slate-600">{row.phone}</span>
      </>
    ),
  },
  {
    header: 'About',
    cell: (row) => <p className="max-w-md whitespace-pre-wrap text-slate-700">{row.about}</p>,
  },
  {
    header: 'CV',
    cell: (row) =>
      row.cv ? (
        <a
          href={cvUrl(row.cv)}
          download={row.cvOriginalName ?? true}
          className="font-medium text-gold-deep hover:underline"
        >
          Download CV
        </a>
      ) : (
        <span className="text-slate-400">No CV</span>
      ),
  },
];

export function CareerListPage() {
  return (
    <RequireAccess level={access.career.list} title={inboxes.career.label}>
      <InboxList
        inbox={inboxes.career}
        listKey={adminKeys.list('career')}
        load={() => inboxApi.career.list.query()}
        remove={(id) => inboxApi.career.delete.mutate({ id })}
        columns={columns}
        describe={fullName}
      />
    </RequireAccess>
  );
}
