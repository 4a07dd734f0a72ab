import { messages, roleLabels } from '@studio/contracts';
import { useSessionUser } from '../auth/session-user';
import { ListState } from '../lists/list-state';
import { PasskeysCard } from '../passkeys/passkeys-card';
import { PageHeader } from '../ui/page-header';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';

/**
 * /admin/account: the signed-in account's password, two-factor sign-in and sign-ins. An admin
 * who must first set up a second factor (TWO_FACTOR=required-for-admins) sees that alone; the
 * two-factor card keeps its place either way, so turning it on does not lose the recovery
 * codes it is showing when the rest of the page appears.
 */
export function AccountPage() {
  const user = useSessionUser();
  const enrolling = user?.mustEnrolTwoFactor === true;
  return (
    <>
      <PageHeader title="Account" />
      {user ? (
        <>
          {enrolling ? (
            <p
              role="alert"
              className="mb-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {messages.twoFactor.enrolFirst}
            </p>
          ) : (
            <p className="-mt-3 mb-6 text-sm text-slate-600">
              Signed in as <span className="font-medium text-slate-900">{user.email}</span> (
              {roleLabels[user.role]})
            </p>
          )}
          <div className="grid gap-8 xl:grid-cols-[minmax(0,24rem)_1fr]">
            <div className="space-y-8">
              {enrolling ? null : <ChangePasswordForm />}
              <TwoFactorCard />
            </div>
            {enrolling ? null : <SessionsList />}
          </div>
          {enrolling ? null : <PasskeysCard />}
        </>
      ) : (
        <ListState pending failed={undefined} empty={undefined}>
          {null}
        </ListState>
      )}
    </>
  );
}
