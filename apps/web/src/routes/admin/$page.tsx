import { createFileRoute, notFound } from '@tanstack/react-router';
import { findRegistryPage, pageKey } from '../../admin/pages/admin-pages';
import { preloadRegistryPage } from '../../admin/pages/preload-registry-page';
import { RegistryPageView } from '../../admin/pages/registry-page';
import { UnknownAdminPage } from '../../admin/pages/unknown-page';

/**
 * Every list and add page of the content types and every singleton's page, found in the
 * registry by the address (the static admin routes beside this file come first).
 */
export const Route = createFileRoute('/admin/$page')({
  loader: async ({ params, context }) => {
    const page = findRegistryPage(params.page);
    if (!page) throw notFound();
    await preloadRegistryPage(context, page);
    return page;
  },
  component: function RegistryRoute() {
    const page = Route.useLoaderData();
    return <RegistryPageView key={pageKey(page)} page={page} />;
  },
  notFoundComponent: UnknownAdminPage,
});
