import { conflictMessages, type FieldKind, fieldKind } from '@studio/contracts';
import { useId } from 'react';
import { Dialog } from '../../ui/dialog';
import { buttonClass } from '../ui/styles';
import type { FieldValue } from './form-values';
import type { VersionConflict } from './use-versioned-save';
import type { MergeRow } from './version-merge';

/** A value as its kind shows it as text (packages/contracts/src/field-kinds). */
const shown = (kind: FieldKind, value: FieldValue): string =>
  fieldKind(kind).shown(value) || conflictMessages.empty;

const cellClass = 'px-3 py-2 align-top whitespace-pre-wrap break-words';

/** One field both sides changed differently: which to keep, as a pair of radio buttons. */
function PickCell({ row, conflict }: { row: MergeRow; conflict: VersionConflict }) {
  const name = useId();
  const chosen = conflict.open?.picks[row.field.name] ?? 'yours';
  return (
    <fieldset>
      <legend className="font-medium text-amber-900">{conflictMessages.merge.pick}</legend>
      <div className="mt-1 flex gap-4">
        {(['yours', 'saved'] as const).map((side) => (
          <label key={side} className="inline-flex items-center gap-1.5">
            <input
              type="radio"
              name={name}
              checked={chosen === side}
              onChange={() => conflict.pick(row.field.name, side)}
              aria-label={`${row.field.label}: ${conflictMessages.columns[side]}`}
            />
            {conflictMessages.columns[side]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A save that met a newer version: who changed the record and when, then field by field the
 * editor's value, the saved one and the one they started from. One-sided changes merge by
 * themselves; the editor picks where both changed. Cancel leaves the form as typed.
 */
export function ConflictDialog({ conflict }: { conflict: VersionConflict }) {
  const titleId = useId();
  const summaryId = useId();
  const { open } = conflict;
  const { columns } = conflictMessages;
  return (
    <Dialog
      open={open !== undefined}
      onClose={conflict.cancel}
      // The save that met the newer version disabled its button while it sent: back to it.
      fallbackFocus={(dialog) => dialog.closest('form')?.querySelector('[type="submit"]') ?? null}
      labelledBy={titleId}
      describedBy={summaryId}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(60rem,calc(100vw-2rem))] overflow-auto rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {conflictMessages.title}
      </h2>
      <p id={summaryId} className="mt-2 text-sm text-slate-600">
        {open?.summary}
      </p>
      {/* On a phone the four columns scroll sideways rather than squeeze into each other. */}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className={cellClass}>
                {columns.field}
              </th>
              <th scope="col" className={cellClass}>
                {columns.yours}
              </th>
              <th scope="col" className={cellClass}>
                {columns.saved}
              </th>
              <th scope="col" className={cellClass}>
                {columns.original}
              </th>
            </tr>
          </thead>
          <tbody>
            {open?.rows.map((row) => (
              <tr key={row.field.name} className="border-t border-slate-200">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {row.field.label}
                  <div className="mt-1 text-xs font-normal text-slate-600">
                    {row.merge === 'pick' ? (
                      <PickCell row={row} conflict={conflict} />
                    ) : (
                      conflictMessages.merge[row.merge]
                    )}
                  </div>
                </th>
                <td className={cellClass}>{shown(row.field.kind, row.yours)}</td>
                <td className={cellClass}>{shown(row.field.kind, row.saved)}</td>
                <td className={`${cellClass} text-slate-500`}>
                  {shown(row.field.kind, row.original)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={conflict.cancel}>
          {conflictMessages.cancel}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => conflict.resolve(false)}
        >
          {conflictMessages.edit}
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => conflict.resolve(true)}
        >
          {conflictMessages.save}
        </button>
      </div>
    </Dialog>
  );
}
