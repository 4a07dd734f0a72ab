import { type InboxBulkAnswer, type InboxFolder, inboxMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../api/errors';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';

type Action =
  | { kind: 'mark'; read: boolean }
  | { kind: 'archive'; archived: boolean }
  | { kind: 'notSpam' }
  | { kind: 'remove' };

const dimmed = 'disabled:cursor-not-allowed disabled:opacity-50';

/** What asks first: archiving and deleting (marking is undone as easily). */
const confirmation = (action: Action, count: number) => {
  if (action.kind === 'remove') {
    return { ...inboxMessages.confirmDelete(count), confirmLabel: 'Delete' };
  }
  if (action.kind === 'archive' && action.archived) {
    return { ...inboxMessages.confirmArchive(count), confirmLabel: 'Archive' };
  }
  return undefined;
};

interface BulkActionsProps {
  folder: InboxFolder;
  selected: string[];
  allOnPage: string[];
  onSelect: (ids: string[]) => void;
  mark: (ids: string[], read: boolean) => Promise<InboxBulkAnswer>;
  archive: (ids: string[], archived: boolean) => Promise<InboxBulkAnswer>;
  remove: (ids: string[]) => Promise<InboxBulkAnswer>;
  notSpam: (ids: string[]) => Promise<InboxBulkAnswer>;
}

/**
 * The ticked entries' actions: read, unread, archive (or back to the inbox), delete; in the spam
 * folder, "Not spam" instead of archiving.
 */
export function BulkActions({
  folder,
  selected,
  allOnPage,
  onSelect,
  mark,
  archive,
  remove,
  notSpam,
}: BulkActionsProps) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const all = allOnPage.length > 0 && allOnPage.every((id) => selected.includes(id));
  const some = selected.length > 0 && !all;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);

  const run = useMutation({
    mutationFn: (action: Action) => {
      if (action.kind === 'mark') return mark(selected, action.read);
      if (action.kind === 'archive') return archive(selected, action.archived);
      if (action.kind === 'notSpam') return notSpam(selected);
      return remove(selected);
    },
    onSuccess: (answer) => setOutcome({ ok: true, text: answer.message }),
    onError: (error) =>
      setOutcome({ ok: false, text: serverMessage(error) ?? inboxMessages.changeFailed }),
    onSettled: () => setAsking(null),
  });
  const act = (action: Action) => {
    setOutcome(null);
    if (confirmation(action, selected.length)) setAsking(action);
    else run.mutate(action);
  };
  const question = asking ? confirmation(asking, selected.length) : undefined;
  const none = selected.length === 0 || run.isPending;
  const archived = folder === 'archived';

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          ref={selectAll}
          type="checkbox"
          checked={all}
          disabled={allOnPage.length === 0}
          onChange={(event) => onSelect(event.target.checked ? allOnPage : [])}
          className="size-4 accent-gold-deep"
        />
        Select all on this page
      </label>
      <span className="text-sm text-slate-500" aria-live="polite">
        {selected.length} selected
      </span>
      <button
        type="button"
        disabled={none}
        onClick={() => act({ kind: 'mark', read: true })}
        className={`${buttonClass.smallEdit} ${dimmed}`}
      >
        Mark read
      </button>
      <button
        type="button"
        disabled={none}
        onClick={() => act({ kind: 'mark', read: false })}
        className={`${buttonClass.smallEdit} ${dimmed}`}
      >
        Mark unread
      </button>
      {folder === 'spam' ? (
        <button
          type="button"
          disabled={none}
          onClick={() => act({ kind: 'notSpam' })}
          className={`${buttonClass.smallEdit} ${dimmed}`}
        >
          Not spam
        </button>
      ) : (
        <button
          type="button"
          disabled={none}
          onClick={() => act({ kind: 'archive', archived: !archived })}
          className={`${buttonClass.smallEdit} ${dimmed}`}
        >
          {archived ? 'Move to inbox' : 'Archive'}
        </button>
      )}
      <button
        type="button"
        disabled={none}
        onClick={() => act({ kind: 'remove' })}
        className={`${buttonClass.smallDelete} ${dimmed}`}
      >
        Delete selected
      </button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`w-full text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-600'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={question !== undefined}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        busy={run.isPending}
        onConfirm={() => {
          if (asking) run.mutate(asking);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
