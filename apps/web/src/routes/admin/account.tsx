import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadAccount } from '../../admin/account/account-queries';
import { preloadTwoFactorStatus } from '../../admin/account/two-factor-query';
import { preloadPasskeys } from '../../admin/passkeys/passkeys-query';

export const Route = createFileRoute('/admin/account')({
  loader: async ({ context }) => {
    await Promise.all([
      preloadAccount(context),
      preloadTwoFactorStatus(context),
      preloadPasskeys(context),
    ]);
  },
  component: AccountPage,
});
