import { isPrivatePath } from '@studio/content';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  notFound,
  Outlet,
} from '@tanstack/react-router';
import { usePageHead } from '../lib/page-head';
import type { RouterContext } from '../lib/router-context';
import { SkipLink } from '../ui/skip-link';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Sign-in and the admin area exist in the default language only: "/es/admin" is no page.
  beforeLoad: ({ context, location }) => {
    if (context.localePrefixed && isPrivatePath(location.pathname)) throw notFound();
  },
  component: Root,
  // Lazy: the root route is never code-split, and this page brings the site's whole layout.
  notFoundComponent: lazyRouteComponent(
    () => import('../public/not-found/not-found-page'),
    'NotFoundPage',
  ),
});

function Root() {
  usePageHead();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
