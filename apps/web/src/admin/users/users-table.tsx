import { messages, type UserSummary } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useSessionUser } from '../auth/session-user';
import { OutcomeMessage } from '../forms/outcome-message';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass, compactSelectClass } from '../ui/styles';
import { RoleSelect } from './role-select';
import { useUserActions } from './use-user-actions';
import { roleText, statusText } from './user-labels';
import { usersQuery } from './users-query';

const columns = (myId: string | undefined): Column<UserSummary>[] => [
  {
    header: 'Email',
    cell: (user) => (
      <>
        <span className="font-medium">{user.email}</span>
        {user._id === myId ? (
          <span className="ml-2 rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-ink">
            You
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Role',
    cell: (user) => (
      <span className={user.role ? '' : 'font-medium text-amber-700'}>{roleText(user)}</span>
    ),
  },
  {
    header: 'Status',
    cell: (user) => (
      <span className={user.disabled ? 'font-medium text-red-700' : 'text-emerald-700'}>
        {statusText(user)}
      </span>
    ),
  },
  dateColumn('Created', (user) => user.createdAt),
  dateColumn('Last sign-in', (user) => user.lastSignInAt),
];

/** Every account, with its role, its status and what an admin may do to it. */
export function UsersTable() {
  const me = useSessionUser();
  const selfNoteId = useId();
  const users = useQuery(usersQuery(useTRPC()));
  const { notice, busy, update, deletion } = useUserActions();
  const rows = users.data ?? [];

  return (
    <>
      <ListState {...queryListState(users, 'Users', 'No users found.')}>
        <DataTable
          caption="Users"
          rows={rows}
          columns={columns(me?.id)}
          detail={(user) =>
            notice?.id === user._id ? <OutcomeMessage outcome={notice} /> : undefined
          }
          actions={(user) => {
            const self = user._id === me?.id;
            const selfNote = self ? { 'aria-describedby': selfNoteId } : {};
            return (
              <>
                <RoleSelect
                  aria-label={`Role of ${user.email}`}
                  value={user.role}
                  disabled={busy}
                  onChange={(role) => update({ id: user._id, role })}
                  className={compactSelectClass}
                />
                <button
                  type="button"
                  aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                  disabled={busy || self}
                  {...selfNote}
                  onClick={() => update({ id: user._id, disabled: !user.disabled })}
                  className={`${buttonClass.smallEdit} disabled:cursor-not-allowed disabled:opacity-50`}
                >
                  {user.disabled ? 'Enable' : 'Disable'}
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${user.email}`}
                  disabled={self}
                  {...selfNote}
                  onClick={() => deletion.ask(user._id, user.email)}
                  className={`${buttonClass.smallDelete} disabled:cursor-not-allowed disabled:opacity-50`}
                >
                  Delete
                </button>
              </>
            );
          }}
        />
      </ListState>
      {/* Why the own row offers no disable or delete. */}
      <p id={selfNoteId} className="mt-3 text-sm text-slate-500">
        {messages.users.notYourself}
      </p>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this user?"
        message={`${deletion.target?.title ?? ''} will be removed for good and signed out everywhere.`}
        confirmLabel="Delete"
        busy={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
