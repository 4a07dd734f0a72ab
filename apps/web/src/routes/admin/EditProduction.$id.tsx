import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditProduction/$id')({
  component: function Edit() {
    return <EditContentPage type="production" id={Route.useParams().id} />;
  },
});
