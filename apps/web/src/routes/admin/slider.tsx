import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '../../admin/lists/content-list-page';

export const Route = createFileRoute('/admin/slider')({
  component: () => <ContentListPage type="slider" />,
});
