import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { contentCache, contentReads, contentWrites } from '../api/content-api';
import { adminRead } from '../api/read-options';
import { recordTitle, recordValues, registryFields } from '../content/registry-fields';
import { editPath } from '../pages/admin-pages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { type Column, DataTable } from './data-table';
import { FieldCell } from './field-cell';
import { ListState, queryListState } from './list-state';
import { useDeleteRow } from './use-delete-row';
import { withoutRow } from './without-row';

interface Row {
  _id: string;
  title: string;
  values: Map<string, unknown>;
}

/** The admin list of one content type; its columns are the type's registry fields. */
export function ContentListPage<K extends ContentTypeName>({ type }: { type: K }) {
  const { label, admin, messages: text } = contentTypes[type];
  const utils = trpc.useUtils();
  const list = contentReads(type).list.useQuery(undefined, adminRead);
  const deletion = useDeleteRow({
    remove: (id) => contentWrites(type).delete.mutate({ id }),
    dropRow: (id) => contentCache(utils, type).list.setData(undefined, withoutRow(id)),
    failureMessage: text.deleteFailed,
    // The dashboard count and the public pages' lists of the type are out of date now.
    onDeleted: () => void contentCache(utils, type).invalidate(),
  });

  const stored: readonly { _id: string }[] = list.data ?? [];
  const rows: Row[] = stored.map((record) => ({
    _id: record._id,
    title: recordTitle(type, record),
    values: recordValues(record),
  }));
  const columns: Column<Row>[] = registryFields(type).map(({ name, spec }) => ({
    // A column heading names the field; whether it was optional is the form's business.
    header: spec.label.replace(/\s*\(optional\)$/i, ''),
    cell: (row) => <FieldCell spec={spec} value={row.values.get(name)} />,
  }));

  return (
    <>
      <PageHeader
        title={label}
        actions={
          <Link to={admin.add} className={buttonClass.gold}>
            Add new
          </Link>
        }
      />
      <ListState {...queryListState(list, label, text.empty)}>
        <DataTable
          caption={label}
          rows={rows}
          columns={columns}
          actions={(row) => (
            <>
              <Link
                to={editPath(type, row._id)}
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
      </ListState>
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this entry?"
        message={`“${deletion.target?.title ?? ''}” will be removed for good.`}
        confirmLabel="Delete"
        busy={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
