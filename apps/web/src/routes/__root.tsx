import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { usePageHead } from '../lib/page-head';
import type { RouterContext } from '../lib/router-context';
import { NotFoundPage } from '../public/not-found/not-found-page';
import { SkipLink } from '../ui/skip-link';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
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
