import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../admin/auth/require-token';
import { AdminLayout } from '../../admin/layout/admin-layout';
import { UnknownAdminPage } from '../../admin/pages/unknown-page';

/** Every /admin/* page sits under this guard and layout. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireToken,
  component: AdminLayout,
  // An address deeper than any admin route (/admin/a/b/c) still shows the layout and says so.
  notFoundComponent: UnknownAdminPage,
});
