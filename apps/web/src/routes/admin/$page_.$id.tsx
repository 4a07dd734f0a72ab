import { createFileRoute, notFound } from '@tanstack/react-router';
import { preloadRecord } from '../../admin/api/preload';
import { EditContentPage } from '../../admin/forms/content-form-pages';
import { findEditType } from '../../admin/pages/admin-pages';
import { UnknownAdminPage } from '../../admin/pages/unknown-page';

/** Every content type's edit page (/admin/EditSlider/{id}, /admin/editpodcast/{id}, ...). */
export const Route = createFileRoute('/admin/$page_/$id')({
  loader: async ({ params, context }) => {
    const type = findEditType(params.page);
    if (!type) throw notFound();
    await preloadRecord(context.trpc, type, params.id);
    return { type };
  },
  component: function EditRoute() {
    const { type } = Route.useLoaderData();
    const { id } = Route.useParams();
    return <EditContentPage key={`${type} ${id}`} type={type} id={id} />;
  },
  notFoundComponent: UnknownAdminPage,
});
