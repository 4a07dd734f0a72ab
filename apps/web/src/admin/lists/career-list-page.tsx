import { access, inboxes } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { trpc } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import type { Column } from './data-table';
import { InboxList } from './inbox-list';
import { withoutRow } from './without-row';

type CareerApplication = RouterOutputs['career']['list'][number];

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

function CareerInbox() {
  const utils = trpc.useUtils();
  const list = trpc.career.list.useQuery(undefined, adminRead);
  return (
    <InboxList
      inbox={inboxes.career}
      list={list}
      remove={(id) => utils.client.career.delete.mutate({ id })}
      dropRow={(id) => utils.career.list.setData(undefined, withoutRow(id))}
      columns={columns}
      describe={fullName}
    />
  );
}

export function CareerListPage() {
  return (
    <RequireAccess level={access.career.list.level} title={inboxes.career.label}>
      <CareerInbox />
    </RequireAccess>
  );
}
