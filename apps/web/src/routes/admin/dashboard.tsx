import { createFileRoute } from '@tanstack/react-router';
import { preloadCounts } from '../../admin/dashboard/count-query';
import { DashboardPage } from '../../admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context }) => preloadCounts(context),
  component: DashboardPage,
});
