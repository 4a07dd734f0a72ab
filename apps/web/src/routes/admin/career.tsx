import { createFileRoute } from '@tanstack/react-router';
import { CareerListPage } from '../../admin/inbox/career-page';
import { preloadInbox } from '../../admin/inbox/inbox-page-query';

export const Route = createFileRoute('/admin/career')({
  loader: ({ context }) => preloadInbox(context, 'career'),
  component: CareerListPage,
});
