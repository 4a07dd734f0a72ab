import {
  access,
  type ContentTypeName,
  contentTypes,
  expiryAhead,
  type PublishingMeta,
  publishBadge,
  recordTitle,
  registryFields,
  type TransferFormat,
  transferMessages,
  trashMessages,
} from '@studio/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { refetchAfterWrite } from '../../lib/refetch-after-write';
import { useTRPC } from '../../lib/trpc';
import { previewAddress, publicPathOf } from '../../live-preview/public-pages';
import { RequireAccess } from '../auth/require-access';
import { useAllows } from '../auth/session-user';
import { contentProcedures } from '../content/content-procedures';
import { recordValues } from '../content/registry-fields';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { MissingBadges, missingLocalesOf, TranslationFilter } from '../locales/translation-filter';
import { useAdminLocales } from '../locales/use-admin-locales';
import { editPath } from '../pages/admin-pages';
import { EditingMarker, useEditedRecords } from '../presence/editing-marker';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { browseInput, listFilter } from './browse-input';
import { browseQuery } from './browse-query';
import { BulkActions } from './bulk-actions';
import {
  isSelected,
  NOTHING,
  pageSelection,
  type Selection,
  togglePage,
  toggleRow,
} from './bulk-selection';
import { type Column, DataTable, type RowSelection } from './data-table';
import { FieldCell } from './field-cell';
import { ListOrderSwitch } from './list-order-switch';
import { clampPage, listSearchParams, pageAfterDelete } from './list-paging';
import { ListState, pagedListState } from './list-state';
import { Pager } from './pager';
import { ExpiryNote, PublishBadge } from './publish-badge';
import { SearchBox } from './search-box';
import { StatusFilter } from './status-filter';
import { TransferActions } from './transfer-actions';
import { useDeleteRow } from './use-delete-row';
import { useListAddress } from './use-list-address';
import { useReorder } from './use-reorder';
import { withoutPageRow } from './without-row';

interface Row {
  _id: string;
  title: string;
  values: Map<string, unknown>;
  state: ReturnType<typeof publishBadge>;
  /** A published record's expiry still ahead (ISO), or null. */
  expires: string | null;
  /** The locales it has no translation into. */
  missing: string[];
}

/** One page of a content type's records, searched; its columns are the type's registry fields. */
function ContentList<K extends ContentTypeName>({ type }: { type: K }) {
  const { label, admin, messages: text } = contentTypes[type];
  const publicPath = publicPathOf(type);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [listed, go] = useListAddress();
  const { others } = useAdminLocales();
  // A translation filter naming a locale not configured (an old link) shows every record.
  const address = others.includes(listed.missing) ? listed : { ...listed, missing: '' };
  const input = browseInput(address);
  // The page being left stays on screen (dimmed) until the next one arrives.
  const browse = useQuery({ ...browseQuery(trpc, type, input), placeholderData: keepPreviousData });
  const stored = browse.data;

  // Seen as records with an id: a generic type name does not narrow the router's output type.
  const items: readonly ({ _id: string } & PublishingMeta)[] = stored?.items ?? [];
  const now = Date.now();
  const rows: Row[] = items.map((record) => ({
    _id: record._id,
    title: recordTitle(type, record),
    values: recordValues(record),
    state: publishBadge(record, now),
    expires: expiryAhead(record, now),
    missing: missingLocalesOf(record),
  }));

  const deletion = useDeleteRow({
    remove: contentProcedures(trpc, type).delete.mutationOptions(),
    dropRow: (id) =>
      queryClient.setQueryData(browseQuery(trpc, type, input).queryKey, withoutPageRow(id)),
    failureMessage: text.deleteFailed,
    onDeleted: () => {
      const page = pageAfterDelete(address.page, rows.length);
      if (page !== address.page) go({ ...address, page }, { replace: true });
      // Every page of the list, the dashboard count and the public pages are out of date now,
      // and the trash holds one more.
      void refetchAfterWrite(queryClient, trpc.content[type].pathFilter());
      void refetchAfterWrite(queryClient, trpc.trash.list.queryFilter());
    },
  });

  // An address past the last page (records deleted elsewhere, an old link) shows the last one.
  const total = stored?.total;
  const isCurrent = stored !== undefined && !browse.isPlaceholderData;
  const { page: shown, q, order, status, missing } = address;
  useEffect(() => {
    if (!isCurrent || total === undefined) return;
    const page = clampPage(shown, total);
    if (page !== shown) go({ ...address, page }, { replace: true });
  }, [isCurrent, total, shown, address, go]);

  // A new search starts on its first page. It replaces the address, so Back does not step
  // through what was typed.
  const search = useCallback(
    (text: string) => go({ ...address, page: 1, q: text }, { replace: true }),
    [go, address],
  );

  // The site's order can be arranged where the whole of it is shown: not searched or filtered.
  const narrowed = q !== '' || status !== 'all' || missing !== '';
  const arranging = order === 'site' && !narrowed;
  const reorder = useReorder(
    type,
    input,
    rows.map((row) => row._id),
    total ?? 0,
  );
  const titleOf = (id: string) => rows.find((row) => row._id === id)?.title ?? '';

  // What is selected belongs to one search and filter: another starts with nothing selected.
  const filter = listFilter(address);
  const filterKey = JSON.stringify(filter);
  const [chosen, setChosen] = useState<{ filterKey: string; selection: Selection }>({
    filterKey,
    selection: NOTHING,
  });
  const selection = chosen.filterKey === filterKey ? chosen.selection : NOTHING;
  const select = (next: Selection) => setChosen({ filterKey, selection: next });
  const pageIds = rows.map((row) => row._id);
  const rowSelection: RowSelection<Row> = {
    isSelected: (row) => isSelected(selection, row._id),
    onToggle: (row, on) => select(toggleRow(selection, row._id, on, pageIds)),
    page: pageSelection(selection, pageIds),
    onTogglePage: (on) => select(togglePage(selection, pageIds, on)),
    label: (row) => `Select ${row.title}`,
  };
  const edited = useEditedRecords(type);
  const [transferred, setTransferred] = useState<Outcome>(null);
  const [exportFormat, setExportFormat] = useState<TransferFormat>('csv');
  const mayExport = useAllows(access.contentTransfer.export.level);

  const columns: Column<Row>[] = [
    ...registryFields(type).map(({ name, spec }) => ({
      // A column heading names the field; whether it was optional is the form's business.
      header: spec.label.replace(/\s*\(optional\)$/i, ''),
      cell: (row: Row) => <FieldCell spec={spec} value={row.values.get(name)} />,
    })),
    {
      header: 'Status',
      cell: (row) => (
        <>
          <PublishBadge state={row.state} />
          {row.expires ? <ExpiryNote at={row.expires} /> : null}
          <MissingBadges locales={row.missing} />
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={label}
        actions={
          <>
            <TransferActions
              type={type}
              onImported={(answer) => {
                setTransferred({ ok: true, text: transferMessages.imported(answer) });
                // Every page of the list, the dashboard count and the public pages.
                void refetchAfterWrite(queryClient, trpc.content[type].pathFilter());
              }}
              onExportFailed={(text) => setTransferred({ ok: false, text })}
              format={exportFormat}
              onFormat={setExportFormat}
            />
            <Link to={admin.add} className={buttonClass.gold}>
              Add new
            </Link>
          </>
        }
      />
      {transferred ? (
        <div className="mb-4">
          <OutcomeMessage outcome={transferred} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <SearchBox value={address.q} onSearch={search} />
        <div className="flex flex-wrap items-center gap-x-3">
          <StatusFilter
            value={status}
            onChange={(next) => go({ ...address, page: 1, status: next })}
          />
          <TranslationFilter
            value={missing}
            onChange={(next) => go({ ...address, page: 1, missing: next })}
          />
          <ListOrderSwitch
            value={order}
            onChange={(next) => go({ ...address, page: 1, order: next })}
          />
        </div>
      </div>
      {order === 'site' && narrowed ? (
        <p className="mb-3 text-sm text-slate-600">
          Clear the search and show every status to change the order.
        </p>
      ) : null}
      {reorder.outcome ? (
        <p
          role={reorder.outcome.saved ? 'status' : 'alert'}
          className={`mb-3 text-sm ${reorder.outcome.saved ? 'text-emerald-700' : 'text-red-600'}`}
        >
          {reorder.outcome.text}
        </p>
      ) : null}
      <BulkActions
        type={type}
        selection={selection}
        onSelection={select}
        pageIds={pageIds}
        total={total ?? 0}
        filter={filter}
        exportFormat={mayExport ? exportFormat : undefined}
      />
      <ListState {...pagedListState(browse, label, text.empty, address.q)}>
        <DataTable
          caption={label}
          rows={rows}
          columns={columns}
          busy={reorder.pending}
          replacing={browse.isPlaceholderData}
          order={arranging ? { title: titleOf, onMove: reorder.move } : undefined}
          selection={rowSelection}
          actions={(row, index) => (
            <>
              <EditingMarker editors={edited.get(row._id)} />
              {arranging ? (
                <>
                  <button
                    type="button"
                    aria-label={`Move ${row.title} up`}
                    title="Move up"
                    disabled={!reorder.canMoveUp(index) || reorder.pending}
                    onClick={() => reorder.moveUp(index)}
                    className={buttonClass.smallEdit}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${row.title} down`}
                    title="Move down"
                    disabled={!reorder.canMoveDown(index) || reorder.pending}
                    onClick={() => reorder.moveDown(index)}
                    className={buttonClass.smallEdit}
                  >
                    ↓
                  </button>
                </>
              ) : null}
              {row.state !== 'published' && publicPath ? (
                <a
                  href={previewAddress(publicPath)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Preview ${row.title}`}
                  className={buttonClass.smallEdit}
                >
                  Preview
                </a>
              ) : null}
              <Link
                to={editPath(type, row._id)}
                search={(current) => ({ ...current, ...listSearchParams(address) })}
                aria-label={`Edit ${row.title}`}
                className={buttonClass.smallEdit}
              >
                Edit
              </Link>
              <button
                type="button"
                aria-label={`Delete ${row.title}`}
                onClick={() => deletion.ask(row._id, row.title)}
                className={buttonClass.smallDelete}
              >
                Delete
              </button>
            </>
          )}
        />
        <Pager
          label={label}
          page={address.page}
          total={stored?.total ?? 0}
          onPage={(page) => go({ ...address, page })}
        />
      </ListState>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this entry?"
        message={trashMessages.deleteNotice(deletion.target?.title ?? '')}
        confirmLabel="Delete"
        busy={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}

/** The admin list of one content type, for the roles that may browse it. */
export function ContentListPage<K extends ContentTypeName>({ type }: { type: K }) {
  return (
    <RequireAccess level={access.content.browse.level} title={contentTypes[type].label}>
      <ContentList type={type} />
    </RequireAccess>
  );
}
