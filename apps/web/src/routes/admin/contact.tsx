import { createFileRoute } from '@tanstack/react-router';
import { ContactListPage } from '../../admin/inbox/contact-page';
import { preloadInbox } from '../../admin/inbox/inbox-page-query';

export const Route = createFileRoute('/admin/contact')({
  loader: ({ context }) => preloadInbox(context, 'contact'),
  component: ContactListPage,
});
