import {
  type InboxBulkAnswer,
  inboxFolderLabels,
  inboxMessages,
  type ListPage,
  spamReasonLabels,
} from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loadFailure, serverMessage } from '../api/errors';
import { type Column, DataTable } from '../lists/data-table';
import { ListState, queryListState } from '../lists/list-state';
import { Pager } from '../lists/pager';
import { type RowDelete, useDeleteRow } from '../lists/use-delete-row';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { BulkActions } from './bulk-actions';
import { FolderTabs } from './folder-tabs';
import {
  entryLink,
  exportHref,
  fullName,
  type InboxClient,
  type InboxEntry,
  type InboxKind,
} from './inbox-kind';
import { useSentIn } from './sent-in';
import { UnreadMark } from './unread-mark';
import { useInboxCounts } from './use-inbox-counts';
import type { InboxView } from './use-inbox-view';

interface InboxListProps<R extends InboxEntry> {
  kind: InboxKind<R>;
  view: InboxView;
  /** The folder's page (a useQuery result). */
  list: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    data: ListPage<R> | undefined;
  };
  client: InboxClient<R>;
  /** SPEC's delete of one entry. */
  remove: RowDelete;
  /** Reads the list and the counts again after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * Received messages or applications: a folder at a time (unread, all, archived, spam), each entry
 * opened whole on its own page, ticked entries read, archived or deleted together, the folder
 * exported as CSV.
 */
export function InboxList<R extends InboxEntry>({
  kind,
  view,
  list,
  client,
  remove,
  refresh,
}: InboxListProps<R>) {
  const { inbox, name } = kind;
  const counts = useInboxCounts();
  const sentIn = useSentIn();
  const [ticked, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.items ?? [];
  // Only what is shown can be acted on: a tick on another page, or on a deleted row, is none.
  const selected = new Set(rows.filter((row) => ticked.has(row._id)).map((row) => row._id));
  const deletion = useDeleteRow({
    remove,
    dropRow: () => void refresh(),
    failureMessage: inbox.deleteFailed,
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const done = async (answer: InboxBulkAnswer) => {
    setSelected(new Set());
    await refresh();
    return answer;
  };
  // One click moves an entry of the spam folder to the inbox.
  const notSpam = useMutation({
    mutationFn: async (id: string) => done(await client.notSpam.mutate({ ids: [id] })),
  });

  const columns: Column<R>[] = [
    {
      header: 'Select',
      className: 'sm:w-10',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${fullName(row)}`}
          checked={selected.has(row._id)}
          onChange={(event) => toggle(row._id, event.target.checked)}
          className="size-4 accent-gold-deep"
        />
      ),
    },
    {
      header: 'Name',
      cell: (row) => {
        // Spam is not counted as unread: it is new once moved to the inbox.
        const unread = !row.readAt && view.folder !== 'spam';
        return (
          <Link
            {...entryLink(name, row._id)}
            className={`text-slate-900 hover:text-gold-deep hover:underline ${unread ? 'font-bold' : 'font-medium'}`}
          >
            {fullName(row)}
            {unread ? <UnreadMark /> : null}
          </Link>
        );
      },
    },
    ...kind.columns,
    ...(sentIn.shown
      ? [{ header: 'Language', cell: (row: R) => sentIn(row) ?? '', className: 'text-slate-600' }]
      : []),
    ...(view.folder === 'spam'
      ? [
          {
            header: 'Why spam',
            cell: (row: R) => (row.spam ? spamReasonLabels[row.spam] : ''),
            className: 'text-slate-500',
          },
        ]
      : []),
    {
      header: 'Received',
      cell: (row) => new Date(row.createdAt).toLocaleString(),
      className: 'whitespace-nowrap text-slate-500',
    },
  ];
  const empty =
    view.folder === 'all' ? inbox.empty : `Nothing in ${inboxFolderLabels[view.folder]}.`;

  return (
    <>
      <PageHeader
        title={inbox.label}
        actions={
          <a href={exportHref(name, view.folder)} download className={buttonClass.secondary}>
            Export CSV
          </a>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FolderTabs
          label={inbox.label}
          folder={view.folder}
          count={counts.data?.[name]}
          onFolder={(folder) => {
            setSelected(new Set());
            view.setFolder(folder);
          }}
        />
        <BulkActions
          folder={view.folder}
          selected={[...selected]}
          allOnPage={rows.map((row) => row._id)}
          onSelect={(ids) => setSelected(new Set(ids))}
          mark={async (ids, read) => done(await client.mark.mutate({ ids, read }))}
          archive={async (ids, archived) => done(await client.archive.mutate({ ids, archived }))}
          remove={async (ids) => done(await client.remove.mutate({ ids }))}
          notSpam={async (ids) => done(await client.notSpam.mutate({ ids }))}
        />
      </div>
      <ListState {...queryListState({ ...list, data: list.data?.items }, inbox.label, empty)}>
        <DataTable
          caption={`${inbox.label}: ${inboxFolderLabels[view.folder]}`}
          rows={rows}
          columns={columns}
          busy={list.isFetching}
          actions={(row) => (
            <>
              <Link
                {...entryLink(name, row._id)}
                aria-label={`Open ${fullName(row)}`}
                className={buttonClass.smallEdit}
              >
                Open
              </Link>
              {row.spam ? (
                <button
                  type="button"
                  aria-label={`Not spam: ${fullName(row)}`}
                  disabled={notSpam.isPending}
                  onClick={() => notSpam.mutate(row._id)}
                  className={buttonClass.smallEdit}
                >
                  Not spam
                </button>
              ) : null}
              <button
                type="button"
                aria-label={`Delete ${fullName(row)}`}
                onClick={() => deletion.ask(row._id, fullName(row))}
                className={buttonClass.smallDelete}
              >
                Delete
              </button>
            </>
          )}
        />
        {list.data && list.data.total > rows.length ? (
          <Pager
            label={inbox.label}
            page={view.page}
            total={list.data.total}
            onPage={view.setPage}
          />
        ) : null}
      </ListState>
      {notSpam.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-700">
          {notSpam.data.message}
        </p>
      ) : null}
      {notSpam.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {serverMessage(notSpam.error) ?? inboxMessages.changeFailed}
        </p>
      ) : null}
      {list.isError && list.data ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {loadFailure(list.error, inbox.label)}
        </p>
      ) : null}
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
