import { type ApiTokenSummary, messages } from '@studio/contracts';
import { useState } from 'react';
import { trpc, trpcClient } from '../../lib/trpc';
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

const columns: Column<ApiTokenSummary>[] = [
  { header: 'Name', cell: (token) => <span className="font-medium">{token.name}</span> },
  {
    header: 'Token',
    cell: (token) => <code className="text-xs text-slate-600">{token.prefix}…</code>,
  },
  { header: 'Scopes', cell: (token) => token.scopes.join(', ') },
  dateColumn('Created', (token) => token.createdAt),
  dateColumn('Last used', (token) => token.lastUsedAt),
  dateColumn('Expires', (token) => token.expiresAt),
];

/** Every token (never its secret), each revocable at once. */
export function TokensTable() {
  const utils = trpc.useUtils();
  const tokens = trpc.apiTokens.list.useQuery(undefined, adminRead);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const revocation = useDeleteRow({
    remove: (id) => trpcClient.apiTokens.revoke.mutate({ id }),
    dropRow: (id) => utils.apiTokens.list.setData(undefined, withoutRow(id)),
    failureMessage: messages.apiTokens.revokeFailed,
    onDeleted: () => setOutcome({ ok: true, text: messages.apiTokens.revoked }),
    onFailed: (error) =>
      setOutcome({ ok: false, text: serverMessage(error) ?? messages.apiTokens.revokeFailed }),
  });

  return (
    <>
      <OutcomeMessage outcome={outcome} />
      <ListState {...queryListState(tokens, 'API tokens', 'No API tokens yet.')}>
        <DataTable
          caption="API tokens"
          rows={tokens.data ?? []}
          columns={columns}
          actions={(token) => (
            <button
              type="button"
              aria-label={`Revoke ${token.name}`}
              onClick={() => revocation.ask(token._id, token.name)}
              className={buttonClass.smallDelete}
            >
              Revoke
            </button>
          )}
        />
      </ListState>
      <ConfirmDialog
        open={revocation.target !== null}
        title="Revoke this token?"
        message={`${revocation.target?.title ?? ''} stops working at once, for every program that uses it.`}
        confirmLabel="Revoke"
        busy={revocation.pending}
        onConfirm={revocation.confirm}
        onCancel={revocation.cancel}
      />
    </>
  );
}
