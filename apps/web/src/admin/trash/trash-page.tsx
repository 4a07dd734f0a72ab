import {
  access,
  contentTypes,
  TRASH_DAYS,
  type TrashEntry,
  type TrashListInput,
  trashMessages,
} from '@studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { refetchAfterWrite } from '../../lib/refetch-after-write';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { adminRead } from '../api/read-options';
import { RequireAccess } from '../auth/require-access';
import { PAGE_SIZE } from '../lists/browse-input';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { pageAfterDelete } from '../lists/list-paging';
import { ListState, pagedListState } from '../lists/list-state';
import { Pager } from '../lists/pager';
import { editPath } from '../pages/admin-pages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';

const DAY_MS = 86_400_000;

/** Whole days until the record is purged, counted up: "1 day" up to the last moment. */
function daysLeft(entry: TrashEntry, now: number): string {
  const days = Math.max(0, Math.ceil((Date.parse(entry.purgeAt) - now) / DAY_MS));
  return days === 1 ? '1 day' : `${days} days`;
}

/** What became of the last restore: the record's edit page on success. */
type Outcome = { ok: true; entry: TrashEntry } | { ok: false; text: string } | null;

function Trash() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const input: TrashListInput = { limit: PAGE_SIZE, cursor: (page - 1) * PAGE_SIZE };
  const trash = useQuery(
    trpc.trash.list.queryOptions(input, { ...adminRead, placeholderData: keepPreviousData }),
  );
  const [asked, setAsked] = useState<TrashEntry | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const rows = trash.data?.items ?? [];

  const restore = useMutation(
    trpc.trash.restore.mutationOptions({
      onMutate: () => setOutcome(null),
      onSuccess: (_answer, restored) => {
        const isRestored = (item: TrashEntry) =>
          item._id === restored.id && item.type === restored.type;
        const entry = rows.find(isRestored);
        // The row leaves at once; the pages after it move up when read again.
        queryClient.setQueryData(trpc.trash.list.queryKey(input), (cached) =>
          cached
            ? {
                ...cached,
                items: cached.items.filter((item) => !isRestored(item)),
                total: cached.total - 1,
              }
            : cached,
        );
        setPage(pageAfterDelete(page, rows.length));
        void refetchAfterWrite(queryClient, trpc.trash.list.queryFilter());
        // The type's lists, count and public pages have the record again.
        void refetchAfterWrite(queryClient, trpc.content[restored.type].pathFilter());
        setOutcome(entry ? { ok: true, entry } : null);
      },
      onError: (error) => {
        // Gone or taken meanwhile: the list as it is now says which.
        void queryClient.invalidateQueries(trpc.trash.list.queryFilter());
        setOutcome({ ok: false, text: serverMessage(error) ?? trashMessages.restoreFailed });
      },
      onSettled: () => setAsked(null),
    }),
  );

  const now = Date.now();
  const columns: Column<TrashEntry>[] = [
    { header: 'Type', cell: (entry) => contentTypes[entry.type].label },
    { header: 'Title', cell: (entry) => <span className="font-medium">{entry.title}</span> },
    dateColumn('Deleted', (entry) => entry.deletedAt),
    { header: 'By', cell: (entry) => entry.deletedBy ?? '' },
    { header: 'Days left', cell: (entry) => daysLeft(entry, now), className: 'whitespace-nowrap' },
  ];

  return (
    <>
      <PageHeader title="Trash" />
      <p className="mb-4 text-sm text-slate-600">
        Deleted records can be restored for {TRASH_DAYS} days; then they and their history are
        removed for good.
      </p>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-md border px-4 py-3 text-sm ${
            outcome.ok
              ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
              : 'border-red-200 bg-red-50 text-red-700'
          }`}
        >
          {outcome.ok ? (
            <>
              {trashMessages.restored}{' '}
              <Link
                to={editPath(outcome.entry.type, outcome.entry._id)}
                className="font-medium underline"
              >
                Open “{outcome.entry.title}”
              </Link>
            </>
          ) : (
            outcome.text
          )}
        </p>
      ) : null}
      <ListState
        {...pagedListState(
          trash,
          'Trash',
          `Nothing was deleted in the last ${TRASH_DAYS} days.`,
          '',
        )}
      >
        <DataTable
          caption="Deleted records"
          rows={rows}
          columns={columns}
          replacing={trash.isPlaceholderData}
          actions={(entry) => (
            <button
              type="button"
              aria-label={`Restore ${entry.title} (${contentTypes[entry.type].label})`}
              onClick={() => setAsked(entry)}
              className={buttonClass.smallEdit}
            >
              Restore
            </button>
          )}
        />
        <Pager label="Trash" page={page} total={trash.data?.total ?? 0} onPage={setPage} />
      </ListState>
      <ConfirmDialog
        open={asked !== null}
        title="Restore this record?"
        message={`“${asked?.title ?? ''}” comes back with its fields, publishing and history, last in its list.`}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => {
          if (asked) restore.mutate({ type: asked.type, id: asked._id });
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

/** /admin/trash: deleted content records, restorable for TRASH_DAYS; for editors and admins. */
export function TrashPage() {
  return (
    <RequireAccess level={access.trash.list.level} title="Trash">
      <Trash />
    </RequireAccess>
  );
}
