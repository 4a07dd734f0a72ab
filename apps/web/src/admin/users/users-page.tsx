import { access } from '@studio/contracts';
import { RequireAccess } from '../auth/require-access';
import { PageHeader } from '../ui/page-header';
import { AddUserForm } from './add-user-form';
import { InviteUserForm } from './invite-user-form';
import { UsersTable } from './users-table';

/** /admin/users: who may sign in, and as what (admins only). */
export function UsersPage() {
  return (
    <RequireAccess level={access.users.list.level} title="Users">
      <PageHeader title="Users" />
      <div className="space-y-8">
        <section aria-label="All users">
          <UsersTable />
        </section>
        <AddUserForm />
        <InviteUserForm />
      </div>
    </RequireAccess>
  );
}
