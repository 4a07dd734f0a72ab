import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadSessions } from '../../admin/account/sessions-query';

export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) => preloadSessions(context),
  component: AccountPage,
});
