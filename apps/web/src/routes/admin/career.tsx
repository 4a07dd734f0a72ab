import { createFileRoute } from '@tanstack/react-router';
import { preloadInbox } from '../../admin/api/preload';
import { CareerListPage } from '../../admin/inbox/career-page';

export const Route = createFileRoute('/admin/career')({
  loader: ({ context }) => preloadInbox(context.trpc, 'career'),
  component: CareerListPage,
});
