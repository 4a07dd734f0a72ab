import { createFileRoute } from '@tanstack/react-router';
import { preloadUsers } from '../../admin/api/preload';
import { UsersPage } from '../../admin/users/users-page';

export const Route = createFileRoute('/admin/users')({
  loader: ({ context }) => preloadUsers(context.trpc),
  component: UsersPage,
});
