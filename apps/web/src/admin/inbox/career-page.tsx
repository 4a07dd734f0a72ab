import { access, cvPath, inboxes, inboxMessages } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { RequireAccess } from '../auth/require-access';
import type { InboxKind } from './inbox-kind';
import { InboxList } from './inbox-list';
import { inboxPageQuery } from './inbox-page-query';
import { useInboxView } from './use-inbox-view';

type CareerApplication = RouterOutputs['career']['view'];

/** CV files are served to signed-in admins only, as a download. */
const cvLink = (row: CareerApplication) =>
  row.cv ? (
    <a
      href={cvPath(row.cv)}
      download={row.cvOriginalName ?? true}
      className="font-medium text-gold-deep hover:underline"
    >
      Download CV
    </a>
  ) : (
    <span className="text-slate-400">No CV</span>
  );

export const careerKind: InboxKind<CareerApplication> = {
  name: 'career',
  inbox: inboxes.career,
  columns: [
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
    { header: 'CV', cell: cvLink },
  ],
  details: [
    { label: 'Position', value: (row) => row.position },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone },
    { label: 'About', value: (row) => <p className="whitespace-pre-wrap">{row.about}</p> },
    { label: 'CV', value: cvLink },
  ],
  replySubject: (row) => inboxMessages.replySubject.career(row.position),
};

function CareerInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const view = useInboxView();
  const client = useTRPCClient();
  const list = useQuery({
    ...inboxPageQuery.career(trpc, view.input),
    placeholderData: keepPreviousData,
  });
  return (
    <InboxList
      kind={careerKind}
      view={view}
      list={list}
      client={client.career}
      remove={trpc.career.delete.mutationOptions()}
      refresh={() =>
        Promise.all([
          queryClient.invalidateQueries(trpc.career.pathFilter()),
          queryClient.invalidateQueries(trpc.inbox.pathFilter()),
        ])
      }
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
