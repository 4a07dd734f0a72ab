import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadAccount } from '../../admin/account/account-queries';

export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) => preloadAccount(context),
  component: AccountPage,
});
