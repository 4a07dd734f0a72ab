import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditSlider/$id')({
  component: function Edit() {
    return <EditContentPage type="slider" id={Route.useParams().id} />;
  },
});
