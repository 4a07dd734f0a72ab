import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../admin/activity/activity-page';

export const Route = createFileRoute('/admin/activity')({
  component: ActivityPage,
});
