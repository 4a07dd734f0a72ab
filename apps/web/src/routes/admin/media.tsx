import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '../../admin/media/media-page';

export const Route = createFileRoute('/admin/media')({
  component: MediaPage,
});
