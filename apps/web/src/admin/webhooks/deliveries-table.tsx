import { messages, type WebhookDelivery } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { buttonClass } from '../ui/styles';

const columns: Column<WebhookDelivery>[] = [
  // The id the receiver got in its delivery header, to match a delivery with its logs.
  { header: 'Delivery', cell: (delivery) => <code className="text-xs">{delivery._id}</code> },
  { header: 'Event', cell: (delivery) => <code className="text-xs">{delivery.event}</code> },
  { header: 'Status', cell: (delivery) => delivery.status },
  { header: 'Attempts', cell: (delivery) => delivery.attempts },
  {
    header: 'Last answer',
    cell: (delivery) => delivery.lastError ?? delivery.lastStatus ?? '—',
  },
  dateColumn('Created', (delivery) => delivery.createdAt),
];

/** One webhook's latest deliveries, each of which can be sent again. */
export function DeliveriesTable({ webhookId }: { webhookId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deliveries = useQuery(trpc.webhooks.deliveries.queryOptions({ id: webhookId }, adminRead));
  const resendOne = useMutation(trpc.webhooks.resend.mutationOptions());
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async (id: string) => {
    setOutcome(null);
    try {
      await resendOne.mutateAsync({ id });
      setOutcome({ ok: true, text: messages.webhooks.resent });
      await queryClient.invalidateQueries(trpc.webhooks.deliveries.queryFilter({ id: webhookId }));
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) ?? messages.webhooks.resendFailed });
    }
  };

  return (
    <section aria-label="Deliveries" className="space-y-3">
      <OutcomeMessage outcome={outcome} />
      <ListState {...queryListState(deliveries, 'Deliveries', 'No deliveries yet.')}>
        <DataTable
          caption="Deliveries"
          rows={deliveries.data ?? []}
          columns={columns}
          actions={(delivery) => (
            <button
              type="button"
              aria-label={`Resend ${delivery.event}`}
              onClick={() => void resend(delivery._id)}
              className={buttonClass.smallEdit}
            >
              Resend
            </button>
          )}
        />
      </ListState>
    </section>
  );
}
