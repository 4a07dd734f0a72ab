import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../admin/users/users-page';
import { preloadUsers } from '../../admin/users/users-query';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => preloadUsers(context),
  component: UsersPage,
});
