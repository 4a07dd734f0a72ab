import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/Editafterproduction/$id')({
  component: function Edit() {
    return <EditContentPage type="afterproduction" id={Route.useParams().id} />;
  },
});
