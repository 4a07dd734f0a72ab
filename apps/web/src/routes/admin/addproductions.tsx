import { createFileRoute } from '@tanstack/react-router';
import { AddContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/addproductions')({
  component: () => <AddContentPage type="production" />,
});
