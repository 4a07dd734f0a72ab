import { access, roleLabels } from '@studio/contracts';
import { RequireAccess } from '../auth/require-access';
import { useSessionUser } from '../auth/session-user';
import { PasskeysCard } from '../passkeys/passkeys-card';
import { PageHeader } from '../ui/page-header';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

/** /admin/account: the signed-in account's password and sign-ins. */
export function AccountPage() {
  const user = useSessionUser();
  return (
    <RequireAccess level={access.account.sessions.level} title="Account">
      <PageHeader title="Account" />
      {user ? (
        <p className="-mt-3 mb-6 text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{user.email}</span> (
          {roleLabels[user.role]})
        </p>
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,24rem)_1fr]">
        <ChangePasswordForm />
        <SessionsList />
      </div>
      <PasskeysCard />
    </RequireAccess>
  );
}
