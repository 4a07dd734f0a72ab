import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditContentPage } from '../../admin/forms/content-form-pages';
import { preloadRecord } from '../../admin/forms/record-query';
import { InboxEntryRoute } from '../../admin/inbox/inbox-entry-route';
import { findEditType, findInbox } from '../../admin/pages/admin-pages';
import { UnknownAdminPage } from '../../admin/pages/unknown-page';

/**
 * Every content type's edit page (/admin/EditSlider/{id}, /admin/editpodcast/{id}, ...), and
 * one received entry of an inbox (/admin/contact/{id}): one route, so the entry every visitor
 * loads declares one route less.
 */
export const Route = createFileRoute('/admin/$page_/$id')({
  loader: async ({ params, context }) => {
    const type = findEditType(params.page);
    if (type) {
      await preloadRecord(context, type, params.id);
      return { kind: 'edit', type } as const;
    }
    const inbox = findInbox(params.page);
    if (inbox) return { kind: 'inbox', inbox } as const;
    throw notFound();
  },
  component: function EditRoute() {
    const page = Route.useLoaderData();
    const { id } = Route.useParams();
    return page.kind === 'edit' ? (
      <EditContentPage key={`${page.type} ${id}`} type={page.type} id={id} />
    ) : (
      <InboxEntryRoute name={page.inbox} id={id} />
    );
  },
  notFoundComponent: UnknownAdminPage,
});
