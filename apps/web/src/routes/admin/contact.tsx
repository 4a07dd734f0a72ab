import { createFileRoute } from '@tanstack/react-router';
import { preloadInbox } from '../../admin/api/preload';
import { ContactListPage } from '../../admin/inbox/contact-page';

export const Route = createFileRoute('/admin/contact')({
  loader: ({ context }) => preloadInbox(context.trpc, 'contact'),
  component: ContactListPage,
});
