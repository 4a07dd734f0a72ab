import { type ContentTypeName, contentTypes } from '@studio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { contentApi } from '../api/content-api';
import { retryUnlessAnswered } from '../api/errors';
import { adminKeys } from '../api/query-keys';
import { refreshAfterChange } from '../content/refresh';
import { recordTitle, recordValues, registryFields } from '../content/registry-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { buttonClass } from '../ui/styles';
import { type Column, DataTable } from './data-table';
import { FieldCell } from './field-cell';
import { ListState, queryListState } from './list-state';
import { useDeleteRow } from './use-delete-row';

/** The registry's edit route with the record's id (a runtime path, as the router takes it). */
const editPath = (route: string, id: string): string => `${route}/${encodeURIComponent(id)}`;

interface Row {
  _id: string;
  title: string;
  values: Map<string, unknown>;
}

/** The admin list of one content type; its columns are the type's registry fields. */
export function ContentListPage({ type }: { type: ContentTypeName }) {
  const { label, admin, messages: text } = contentTypes[type];
  const queryClient = useQueryClient();
  const listKey = adminKeys.list(type);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => contentApi(type).list.query(),
    retry: retryUnlessAnswered,
  });
  const deletion = useDeleteRow({
    listKey,
    remove: (id) => contentApi(type).delete.mutate({ id }),
    failureMessage: text.deleteFailed,
    onDeleted: () => refreshAfterChange(queryClient, type),
  });

  const rows: Row[] = (list.data ?? []).map((record) => ({
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
                to={editPath(admin.edit, row._id)}
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
