import {
  type BulkChoice,
  bulkActions,
  bulkMessages,
  type ContentTypeName,
  type ListFilter,
  type TransferFormat,
  transferMessages,
} from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refetchAfterWrite } from '../../lib/refetch-after-write';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { contentProcedures } from '../content/content-procedures';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';
import {
  bulkTarget,
  NOTHING,
  offersAllMatching,
  type Selection,
  selectedCount,
} from './bulk-selection';
import { downloadExport } from './export-records';

interface BulkActionsProps {
  type: ContentTypeName;
  selection: Selection;
  onSelection: (next: Selection) => void;
  /** The ids of the page shown, and how many records the list's filter matches. */
  pageIds: readonly string[];
  total: number;
  filter: ListFilter;
  /** The format Export downloads in; undefined where the account may not export. */
  exportFormat: TransferFormat | undefined;
}

/**
 * The bar over a list while rows are selected: how many, the offer to take every record
 * matching, and the actions. Each asks first, naming the count, then says what was done; the
 * list (and the trash, and the public pages) then read afresh.
 */
export function BulkActions({
  type,
  selection,
  onSelection,
  pageIds,
  total,
  filter,
  exportFormat,
}: BulkActionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<BulkChoice | null>(null);
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const count = selectedCount(selection, total);

  const mutation = useMutation({
    ...contentProcedures(trpc, type).bulk.mutationOptions(),
    onSuccess: (answer) => {
      setOutcome({ ok: true, text: answer.message });
      onSelection(NOTHING);
    },
    onError: (error) =>
      setOutcome({ ok: false, text: serverMessage(error) ?? bulkMessages.failed }),
    onSettled: () => {
      setAsked(null);
      // Even a refusal may follow a change made elsewhere: read the list again either way.
      void refetchAfterWrite(queryClient, trpc.content[type].pathFilter());
      void refetchAfterWrite(queryClient, trpc.trash.list.queryFilter());
    },
  });

  // A download, not a write: the selection stays, for another action on the same records.
  async function exportNow(format: TransferFormat) {
    setExporting(true);
    try {
      await downloadExport(type, format, bulkTarget(selection, filter));
      setOutcome({ ok: true, text: bulkMessages.summary('export', count) });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof Error ? error.message : transferMessages.exportFailed,
      });
    } finally {
      setExporting(false);
      setAsked(null);
    }
  }

  return (
    <>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mb-3 text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-600'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      {count > 0 ? (
        <fieldset className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
          <legend className="sr-only">Selected records</legend>
          <span className="mr-1 font-medium text-slate-800">
            {selection.kind === 'matching'
              ? bulkMessages.allSelected(count)
              : bulkMessages.selected(count)}
          </span>
          {offersAllMatching(selection, pageIds, total) ? (
            <button
              type="button"
              onClick={() => onSelection({ kind: 'matching' })}
              className="text-sm font-medium text-ink underline underline-offset-2 hover:text-gold-deep"
            >
              {bulkMessages.selectAll(total)}
            </button>
          ) : null}
          <span className="flex flex-wrap gap-2 sm:ml-auto">
            {[...bulkActions, ...(exportFormat ? (['export'] as const) : [])].map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => {
                  setOutcome(null);
                  setAsked(action);
                }}
                className={action === 'delete' ? buttonClass.smallDelete : buttonClass.smallEdit}
              >
                {bulkMessages.verb(action)}
              </button>
            ))}
            <button
              type="button"
              onClick={() => onSelection(NOTHING)}
              className={buttonClass.smallEdit}
            >
              {bulkMessages.clear}
            </button>
          </span>
        </fieldset>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? bulkMessages.question(asked, count) : ''}
        message={asked ? bulkMessages.notice[asked] : ''}
        confirmLabel={asked ? bulkMessages.verb(asked) : ''}
        busy={mutation.isPending || exporting}
        onConfirm={() => {
          if (asked === 'export') {
            if (exportFormat) void exportNow(exportFormat);
          } else if (asked) mutation.mutate({ action: asked, ...bulkTarget(selection, filter) });
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
