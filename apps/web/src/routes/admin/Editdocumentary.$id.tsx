import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/Editdocumentary/$id')({
  component: function Edit() {
    return <EditContentPage type="documentary" id={Route.useParams().id} />;
  },
});
