import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../admin/account/account-page';
import { preloadSessions } from '../../admin/account/sessions-query';
import { preloadPasskeys } from '../../admin/passkeys/passkeys-query';

export const Route = createFileRoute('/admin/account')({
  loader: ({ context }) => Promise.all([preloadSessions(context), preloadPasskeys(context)]),
  component: AccountPage,
});
