import { messages, type WebhookSummary } from '@studio/contracts';
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
import { DeliveriesTable } from './deliveries-table';
import { webhooksQuery } from './webhooks-query';

const columns: Column<WebhookSummary>[] = [
  { header: 'URL', cell: (webhook) => <span className="font-medium">{webhook.url}</span> },
  { header: 'Events', cell: (webhook) => webhook.events.join(' ') },
  dateColumn('Created', (webhook) => webhook.createdAt),
];

/** Every webhook (never its secret), its deliveries on demand, each deletable. */
export function WebhooksTable() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const webhooks = useQuery(webhooksQuery(trpc));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [shown, setShown] = useState<string | null>(null);
  const deletion = useDeleteRow({
    remove: trpc.webhooks.delete.mutationOptions(),
    dropRow: (id) => queryClient.setQueryData(trpc.webhooks.list.queryKey(), withoutRow(id)),
    failureMessage: messages.webhooks.deleteFailed,
    onDeleted: () => setOutcome({ ok: true, text: messages.webhooks.deleted }),
    onFailed: (error) =>
      setOutcome({ ok: false, text: serverMessage(error) ?? messages.webhooks.deleteFailed }),
  });

  return (
    <>
      <OutcomeMessage outcome={outcome} />
      <ListState {...queryListState(webhooks, 'Webhooks', 'No webhooks yet.')}>
        <DataTable
          caption="Webhooks"
          rows={webhooks.data ?? []}
          columns={columns}
          actions={(webhook) => (
            <div className="flex justify-end gap-2">
              <button
                type="button"
                aria-label={`Deliveries of ${webhook.url}`}
                aria-expanded={shown === webhook._id}
                onClick={() => setShown(shown === webhook._id ? null : webhook._id)}
                className={buttonClass.smallEdit}
              >
                Deliveries
              </button>
              <button
                type="button"
                aria-label={`Delete ${webhook.url}`}
                onClick={() => deletion.ask(webhook._id, webhook.url)}
                className={buttonClass.smallDelete}
              >
                Delete
              </button>
            </div>
          )}
        />
      </ListState>
      {shown ? <DeliveriesTable webhookId={shown} /> : null}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this webhook?"
        message={`${deletion.target?.title ?? ''} receives no more events; its deliveries go too.`}
        confirmLabel="Delete"
        busy={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
