import { access, type inboxes } from '@studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { RequireAccess } from '../auth/require-access';
import { careerKind } from './career-page';
import { contactKind } from './contact-page';
import { InboxEntryPage } from './inbox-entry-page';

/** One received entry, whole, at /admin/contact/{id} or /admin/career/{id}. */
export function InboxEntryRoute({ name, id }: { name: keyof typeof inboxes; id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const client = useTRPCClient();
  const page =
    name === 'contact' ? (
      <InboxEntryPage
        key={id}
        kind={contactKind}
        id={id}
        client={client.contact}
        refresh={() =>
          Promise.all([
            queryClient.invalidateQueries(trpc.contact.pathFilter()),
            queryClient.invalidateQueries(trpc.inbox.pathFilter()),
          ])
        }
      />
    ) : (
      <InboxEntryPage
        key={id}
        kind={careerKind}
        id={id}
        client={client.career}
        refresh={() =>
          Promise.all([
            queryClient.invalidateQueries(trpc.career.pathFilter()),
            queryClient.invalidateQueries(trpc.inbox.pathFilter()),
          ])
        }
      />
    );
  return (
    <RequireAccess level={access[name].view.level} title={name}>
      {page}
    </RequireAccess>
  );
}
