import { createFileRoute } from '@tanstack/react-router';
import { TrashPage } from '../../admin/trash/trash-page';

export const Route = createFileRoute('/admin/trash')({
  component: TrashPage,
});
