import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadAccount } from '../../admin/account/account-queries';
import { preloadPasskeys } from '../../admin/passkeys/passkeys-query';

export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) => Promise.all([preloadAccount(context), preloadPasskeys(context)]),
  component: AccountPage,
});
