import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadSessions } from '../../admin/account/sessions-query';
import { preloadTwoFactorStatus } from '../../admin/account/two-factor-query';

export const Route = createFileRoute('/admin/account')({
  loader: async ({ context }) => {
    await Promise.all([preloadSessions(context), preloadTwoFactorStatus(context)]);
  },
  component: AccountPage,
});
