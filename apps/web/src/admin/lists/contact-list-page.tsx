import { access, inboxes } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { trpc } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import type { Column } from './data-table';
import { InboxList } from './inbox-list';
import { withoutRow } from './without-row';

type ContactMessage = RouterOutputs['contact']['list'][number];

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

function ContactInbox() {
  const utils = trpc.useUtils();
  const list = trpc.contact.list.useQuery(undefined, adminRead);
  return (
    <InboxList
      inbox={inboxes.contact}
      list={list}
      remove={(id) => utils.client.contact.delete.mutate({ id })}
      dropRow={(id) => utils.contact.list.setData(undefined, withoutRow(id))}
      columns={columns}
      describe={fullName}
    />
  );
}

export function ContactListPage() {
  return (
    <RequireAccess level={access.contact.list.level} title={inboxes.contact.label}>
      <ContactInbox />
    </RequireAccess>
  );
}
