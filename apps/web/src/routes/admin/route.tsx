import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../admin/auth/require-token';
import { AdminLayout } from '../../admin/layout/admin-layout';

/** Every /admin/* page sits under this guard and layout. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireToken,
  component: AdminLayout,
});
