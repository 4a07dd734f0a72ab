import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditEnquiry/$id')({
  component: function Edit() {
    return <EditContentPage type="contactinfo" id={Route.useParams().id} />;
  },
});
