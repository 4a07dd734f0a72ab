import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditAbout/$id')({
  component: function Edit() {
    return <EditContentPage type="about" id={Route.useParams().id} />;
  },
});
