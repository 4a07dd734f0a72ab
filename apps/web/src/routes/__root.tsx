import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { usePageHead } from '../lib/page-head';
import type { RouterContext } from '../lib/router-context';
import { SkipLink } from '../ui/skip-link';

export const Route = createRootRouteWithContext<RouterContext>()({
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
