import { type ApiTokenSummary, messages } from '@studio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { useDeleteRow } from '../lists/use-delete-row';
import { withoutRow } from '../lists/without-row';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';
import { tokensQuery } from './tokens-query';

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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(tokensQuery(trpc));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const revocation = useDeleteRow({
    remove: trpc.apiTokens.revoke.mutationOptions(),
    dropRow: (id) => queryClient.setQueryData(trpc.apiTokens.list.queryKey(), withoutRow(id)),
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
