import { access, type inboxes } from '@studio/contracts';
import { trpc } from '../../lib/trpc';
import { RequireAccess } from '../auth/require-access';
import { careerKind } from './career-page';
import { contactKind } from './contact-page';
import { InboxEntryPage } from './inbox-entry-page';

/** One received entry, whole, at /admin/contact/{id} or /admin/career/{id}. */
export function InboxEntryRoute({ name, id }: { name: keyof typeof inboxes; id: string }) {
  const utils = trpc.useUtils();
  const page =
    name === 'contact' ? (
      <InboxEntryPage
        key={id}
        kind={contactKind}
        id={id}
        client={utils.client.contact}
        refresh={() => Promise.all([utils.contact.invalidate(), utils.inbox.invalidate()])}
      />
    ) : (
      <InboxEntryPage
        key={id}
        kind={careerKind}
        id={id}
        client={utils.client.career}
        refresh={() => Promise.all([utils.career.invalidate(), utils.inbox.invalidate()])}
      />
    );
  return (
    <RequireAccess level={access[name].view.level} title={name}>
      {page}
    </RequireAccess>
  );
}
