import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/editpodcast/$id')({
  component: function Edit() {
    return <EditContentPage type="podcast" id={Route.useParams().id} />;
  },
});
