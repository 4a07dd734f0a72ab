import { createFileRoute } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';

export const Route = createFileRoute('/admin/EditEquipment/$id')({
  component: function Edit() {
    return <EditContentPage type="equipment" id={Route.useParams().id} />;
  },
});
