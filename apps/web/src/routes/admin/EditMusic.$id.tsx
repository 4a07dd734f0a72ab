import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditMusic/$id')({
  component: function Edit() {
    return <EditContentPage type="music" id={Route.useParams().id} />;
  },
});
