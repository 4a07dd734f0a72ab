import { type Passkey, passkeyMessages } from '@studio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { SignInAgain } from '../auth/sign-in-again';
import { OutcomeMessage } from '../forms/outcome-message';
import type { Outcome } from '../forms/submit-outcome';
import { type Column, DataTable } from '../lists/data-table';
import { dateColumn } from '../lists/date-column';
import { ListState, queryListState } from '../lists/list-state';
import { useDeleteRow } from '../lists/use-delete-row';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { buttonClass } from '../ui/styles';
import { AddPasskeyButton } from './add-passkey-button';
import { AddedFrom } from './added-from';
import { passkeysQuery } from './passkeys-query';
import { RenamePasskey } from './rename-passkey';

type PasskeyRow = Passkey & { _id: string };

/** The table keys its rows by `_id`. */
const asRows = (passkeys: Passkey[]): PasskeyRow[] =>
  passkeys.map((passkey) => ({ _id: passkey.id, ...passkey }));

/**
 * The account page's passkeys: add one, see each one's name, where it was added from and its
 * last use, rename, remove.
 */
export function PasskeysCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const passkeys = useQuery({ ...passkeysQuery(trpc), select: asRows });
  const rows = passkeys.data ?? [];
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  const updateList = (change: (list: Passkey[]) => Passkey[]) =>
    queryClient.setQueryData(trpc.passkeys.list.queryKey(), (list) => list && change(list));
  const remove = useDeleteRow({
    remove: trpc.passkeys.remove.mutationOptions(),
    dropRow: (id) => updateList((list) => list.filter((passkey) => passkey.id !== id)),
    failureMessage: passkeyMessages.removeFailed,
    onDeleted: () => setOutcome({ ok: true, text: passkeyMessages.removed }),
    onFailed: () => setOutcome({ ok: false, text: passkeyMessages.removeFailed }),
  });

  const columns: Column<PasskeyRow>[] = [
    {
      header: 'Name',
      cell: (row) =>
        renaming === row.id ? (
          <RenamePasskey
            passkey={row}
            onCancel={() => setRenaming(null)}
            onRenamed={(renamed) => {
              updateList((list) =>
                list.map((passkey) => (passkey.id === renamed.id ? renamed : passkey)),
              );
              setRenaming(null);
              setOutcome({ ok: true, text: passkeyMessages.renamed });
            }}
          />
        ) : (
          <span className="font-medium text-slate-900">{row.name}</span>
        ),
    },
    { header: passkeyMessages.addedFrom, cell: (row) => <AddedFrom {...row} /> },
    dateColumn('Added', (row) => row.createdAt),
    dateColumn('Last used', (row) => row.lastUsedAt),
  ];

  return (
    <section aria-labelledby={titleId} className="mt-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {passkeyMessages.title}
        </h2>
        <AddPasskeyButton
          onAdded={(passkey) => {
            updateList((list) => [...list, passkey]);
            setOutcome({ ok: true, text: passkeyMessages.added });
          }}
          onFailed={(text) => setOutcome({ ok: false, text })}
        />
      </div>
      <p className="max-w-2xl text-sm text-slate-600">{passkeyMessages.intro}</p>
      <OutcomeMessage outcome={outcome} />
      <SignInAgain refusal={outcome?.text} />
      <ListState {...queryListState(passkeys, passkeyMessages.title, passkeyMessages.none)}>
        <DataTable
          caption={passkeyMessages.title}
          rows={rows}
          columns={columns}
          actions={(row) =>
            renaming === row.id ? null : (
              <>
                <button
                  type="button"
                  aria-label={`Rename ${row.name}`}
                  onClick={() => {
                    setOutcome(null);
                    setRenaming(row.id);
                  }}
                  className={buttonClass.smallEdit}
                >
                  Rename
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${row.name}`}
                  onClick={() => remove.ask(row.id, row.name)}
                  className={buttonClass.smallDelete}
                >
                  Remove
                </button>
              </>
            )
          }
        />
      </ListState>
      <ConfirmDialog
        open={remove.target !== null}
        title={passkeyMessages.removeTitle}
        message={passkeyMessages.removeMessage(remove.target?.title ?? '')}
        confirmLabel="Remove"
        busy={remove.pending}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </section>
  );
}
