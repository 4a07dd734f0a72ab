import { access, inboxes, inboxMessages } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import type { InboxKind } from './inbox-kind';
import { InboxList } from './inbox-list';
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
  const utils = trpc.useUtils();
  const view = useInboxView();
  const list = trpc.contact.page.useQuery(view.input, {
    ...adminRead,
    placeholderData: keepPreviousData,
  });
  return (
    <InboxList
      kind={contactKind}
      view={view}
      list={list}
      client={utils.client.contact}
      remove={(id) => utils.client.contact.delete.mutate({ id })}
      refresh={() => Promise.all([utils.contact.invalidate(), utils.inbox.invalidate()])}
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
