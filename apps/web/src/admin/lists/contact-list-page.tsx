import { access, type ContactMessage, inboxes } from '@studio/contracts';
import { inboxApi } from '../api/content-api';
import { adminKeys } from '../api/query-keys';
import { RequireAccess } from '../auth/require-access';
import type { Column } from './data-table';
import { InboxList } from './inbox-list';

const fullName = (row: ContactMessage) => `${row.firstName} ${row.lastName}`;

const columns: Column<ContactMessage>[] = [
  { header: 'Name', cell: (row) => <span className="font-medium">{fullName(row)}</span> },
  { header: 'Phone', cell: (row) => row.contact },
  {
    header: 'Email',
    cell: (row) => (
      <a href={`mailto:${row.email}`} className="text-gold-deep hover:underline">
        {row.email}
      </a>
    ),
  },
  {
    header: 'Message',
    // The whole message: it is what the admin came to read.
    cell: (row) => <p className="max-w-xl whitespace-pre-wrap text-slate-700">{row.message}</p>,
  },
  {
    header: 'Received',
    cell: (row) => new Date(row.createdAt).toLocaleString(),
    className: 'whitespace-nowrap text-slate-500',
  },
];

export function ContactListPage() {
  return (
    <RequireAccess level={access.contact.list} title={inboxes.contact.label}>
      <InboxList
        inbox={inboxes.contact}
        listKey={adminKeys.list('contact')}
        load={() => inboxApi.contact.list.query()}
        remove={(id) => inboxApi.contact.delete.mutate({ id })}
        columns={columns}
        describe={fullName}
      />
    </RequireAccess>
  );
}
