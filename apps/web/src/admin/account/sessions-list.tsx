import { messages } from '@studio/contracts';
import type { RouterOutputs } from '@studio/server';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { expireSession } from '../auth/use-session-expiry';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { useDeleteRow } from '../lists/use-delete-row';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';
import { sessionsQuery } from './account-queries';

type Session = RouterOutputs['account']['sessions'][number];
type SessionRow = Session & { _id: string };

/** The table keys its rows by `_id`. */
const asRows = (sessions: Session[]): SessionRow[] =>
  sessions.map((session) => ({ _id: session.id, ...session }));

/** How a row is named to a screen reader and in the confirmation. */
const describe = (row: SessionRow) =>
  row.current ? 'this device' : `the session from ${row.ip ?? 'an unknown address'}`;

const columns: Column<SessionRow>[] = [
  {
    header: 'Browser',
    cell: (row) => (
      <>
        <p className="max-w-md break-words text-slate-700">{row.userAgent ?? 'Unknown browser'}</p>
        {row.current ? (
          <span className="mt-1 inline-block rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-ink">
            This device
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'IP address', cell: (row) => row.ip ?? '—', className: 'whitespace-nowrap' },
  dateColumn('Signed in', (row) => row.createdAt),
  dateColumn('Last used', (row) => row.lastUsedAt),
];

/** The account's own sign-ins; signing out this device ends the session here too. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const sessions = useQuery({ ...sessionsQuery(trpc), select: asRows });
  const rows = sessions.data ?? [];
  const currentId = rows.find((row) => row.current)?._id;
  const revoke = useDeleteRow({
    remove: trpc.account.revokeSession.mutationOptions(),
    dropRow: (id) =>
      queryClient.setQueryData(trpc.account.sessions.queryKey(), (rows) =>
        rows?.filter((session) => session.id !== id),
      ),
    failureMessage: messages.account.revokeFailed,
    onDeleted: (id) => {
      if (id === currentId) expireSession(queryClient, trpc, navigate);
    },
  });
  const revokingCurrent = revoke.target !== null && revoke.target.id === currentId;

  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h2 id="sessions-title" className="text-lg font-semibold">
        Active sessions
      </h2>
      <ListState {...queryListState(sessions, 'Sessions', 'No active sessions found.')}>
        <DataTable
          caption="Active sessions"
          rows={rows}
          columns={columns}
          actions={(row) => (
            <button
              type="button"
              aria-label={`Sign out ${describe(row)}`}
              onClick={() => revoke.ask(row._id, describe(row))}
              className={`${buttonClass.smallDelete} whitespace-nowrap`}
            >
              Sign out
            </button>
          )}
        />
      </ListState>
      <ConfirmDialog
        open={revoke.target !== null}
        title={revokingCurrent ? 'Sign out this device?' : 'Sign out this session?'}
        message={
          revokingCurrent
            ? 'You will be signed out here and taken to the sign-in page.'
            : `Whoever uses ${revoke.target?.title ?? 'it'} will have to sign in again.`
        }
        confirmLabel="Sign out"
        busy={revoke.pending}
        onConfirm={revoke.confirm}
        onCancel={revoke.cancel}
      />
    </section>
  );
}
