import { access, inboxes, inboxMessages } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { RequireAccess } from '../auth/require-access';
import type { InboxKind } from './inbox-kind';
import { InboxList } from './inbox-list';
import { inboxPageQuery } from './inbox-page-query';
import { useInboxView } from './use-inbox-view';

type ContactMessage = RouterOutputs['contact']['view'];

const emailLink = (row: ContactMessage) => (
  <a href={`mailto:${row.email}`} className="text-gold-deep hover:underline">
    {row.email}
  </a>
);

export const contactKind: InboxKind<ContactMessage> = {
  name: 'contact',
  inbox: inboxes.contact,
  columns: [
    { header: 'Phone', cell: (row) => row.contact },
    { header: 'Email', cell: emailLink },
    {
      header: 'Message',
      // The whole message: it is what the admin came to read.
      cell: (row) => <p className="max-w-xl whitespace-pre-wrap text-slate-700">{row.message}</p>,
    },
  ],
  details: [
    { label: 'Phone', value: (row) => row.contact },
    { label: 'Email', value: emailLink },
    { label: 'Message', value: (row) => <p className="whitespace-pre-wrap">{row.message}</p> },
  ],
  replySubject: () => inboxMessages.replySubject.contact,
};

function ContactInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const view = useInboxView();
  const client = useTRPCClient();
  const list = useQuery({
    ...inboxPageQuery.contact(trpc, view.input),
    placeholderData: keepPreviousData,
  });
  return (
    <InboxList
      kind={contactKind}
      view={view}
      list={list}
      client={client.contact}
      remove={trpc.contact.delete.mutationOptions()}
      refresh={() =>
        Promise.all([
          queryClient.invalidateQueries(trpc.contact.pathFilter()),
          queryClient.invalidateQueries(trpc.inbox.pathFilter()),
        ])
      }
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
