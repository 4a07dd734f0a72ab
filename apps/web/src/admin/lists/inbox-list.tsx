import type { InboxDefinition } from '@studio/contracts';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { type Column, DataTable } from './data-table';
import { ListState, queryListState } from './list-state';
import { useDeleteRow } from './use-delete-row';

interface InboxListProps<R extends { _id: string }> {
  inbox: InboxDefinition;
  /** The inbox's list, read by its page (a useQuery result). */
  list: { isPending: boolean; isError: boolean; error: unknown; data: R[] | undefined };
  remove: (id: string) => Promise<unknown>;
  /** Takes a deleted row out of the cached list. */
  dropRow: (id: string) => void;
  columns: Column<R>[];
  describe: (row: R) => string;
}

/** Received messages or applications: read and delete, nothing to add or edit. */
export function InboxList<R extends { _id: string }>({
  inbox,
  list,
  remove,
  dropRow,
  columns,
  describe,
}: InboxListProps<R>) {
  const deletion = useDeleteRow({ remove, dropRow, failureMessage: inbox.deleteFailed });
  const rows = list.data ?? [];

  return (
    <>
      <PageHeader title={inbox.label} />
      <ListState {...queryListState(list, inbox.label, inbox.empty)}>
        <DataTable
          caption={inbox.label}
          rows={rows}
          columns={columns}
          actions={(row) => (
            <button
              type="button"
              aria-label={`Delete ${describe(row)}`}
              onClick={() => deletion.ask(row._id, describe(row))}
              className={buttonClass.smallDelete}
            >
              Delete
            </button>
          )}
        />
      </ListState>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this entry?"
        message={`The entry from ${deletion.target?.title ?? ''} will be removed for good.`}
        confirmLabel="Delete"
        busy={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
