import { mailMessages, type PendingInvitation, roleLabels } from '@studio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { useDeleteRow } from '../lists/use-delete-row';
import { withoutRow } from '../lists/without-row';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';

const words = mailMessages.invitations;

const columns: Column<PendingInvitation>[] = [
  {
    header: 'Email',
    cell: (invitation) => <span className="font-medium">{invitation.email}</span>,
  },
  { header: 'Role', cell: (invitation) => roleLabels[invitation.role] },
  { header: 'Invited by', cell: (invitation) => invitation.invitedBy },
  dateColumn('Expires', (invitation) => invitation.expiresAt),
];

/**
 * The invitations not yet accepted nor expired, each revocable (after a confirmation): its link
 * stops working at once. Shown under the invitation form, so only where that form is.
 */
export function PendingInvitations() {
  const titleId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invitations = useQuery(trpc.invitations.list.queryOptions(undefined, adminRead));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const revocation = useDeleteRow({
    remove: trpc.invitations.revoke.mutationOptions(),
    dropRow: (id) => queryClient.setQueryData(trpc.invitations.list.queryKey(), withoutRow(id)),
    failureMessage: words.revokeFailed,
    onDeleted: () => setOutcome({ ok: true, text: words.revoked }),
    onFailed: (error) =>
      setOutcome({ ok: false, text: serverMessage(error) ?? words.revokeFailed }),
  });

  return (
    <section aria-labelledby={titleId} className="max-w-3xl space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {words.pendingTitle}
      </h2>
      <OutcomeMessage outcome={outcome} />
      <ListState {...queryListState(invitations, 'invitations', words.pendingEmpty)}>
        <DataTable
          caption={words.pendingTitle}
          rows={invitations.data ?? []}
          columns={columns}
          actions={(invitation) => (
            <button
              type="button"
              aria-label={`${words.revoke} the invitation of ${invitation.email}`}
              onClick={() => revocation.ask(invitation._id, invitation.email)}
              className={buttonClass.smallDelete}
            >
              {words.revoke}
            </button>
          )}
        />
      </ListState>
      <ConfirmDialog
        open={revocation.target !== null}
        title={words.revokeTitle}
        message={words.revokeConfirm(revocation.target?.title ?? '')}
        confirmLabel={words.revoke}
        busy={revocation.pending}
        onConfirm={revocation.confirm}
        onCancel={revocation.cancel}
      />
    </section>
  );
}
