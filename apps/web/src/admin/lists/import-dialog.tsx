import {
  type ContentTypeName,
  contentTypes,
  type ImportAnswer,
  transferMessages,
} from '@studio/contracts';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { OutcomeMessage } from '../forms/outcome-message';
import { buttonClass, inputClass } from '../ui/styles';
import { type ImportOutcome, importRecords } from './import-records';

interface ImportDialogProps {
  type: ContentTypeName;
  open: boolean;
  onClose: () => void;
  /** After a real import: what it did. */
  onImported: (answer: ImportAnswer) => void;
}

/**
 * Import of a JSON or CSV file: the chosen file is checked first (a dry run, which writes
 * nothing) and what it would do, or every problem, is shown; only then does Import write it.
 */
export function ImportDialog({ type, open, onClose, onImported }: ImportDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setChecked(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    const outcome = await importRecords(type, file, dryRun);
    setBusy(false);
    if (!dryRun && outcome.ok) {
      close();
      onImported(outcome.answer);
      return;
    }
    setChecked(outcome);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={`${id}-title`}
      describedBy={`${id}-help`}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-2xl"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {transferMessages.importTitle(contentTypes[type].label)}
      </h2>
      <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
        {transferMessages.importHelp}
      </p>
      <label
        htmlFor={`${id}-file`}
        className="mt-4 flex flex-col gap-1 text-sm font-medium text-slate-700"
      >
        {transferMessages.chooseFile}
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className={inputClass}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setChecked(null);
          }}
        />
      </label>
      <div className="mt-4 space-y-3" aria-live="polite">
        {checked?.ok ? (
          <OutcomeMessage outcome={{ ok: true, text: transferMessages.dryRun(checked.answer) }} />
        ) : null}
        {checked && !checked.ok ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3">
            <p className="text-sm text-red-700">{checked.message}</p>
            {checked.issues.length > 0 ? (
              <>
                <h3 className="mt-2 text-sm font-semibold text-red-800">
                  {transferMessages.issuesHeading}
                </h3>
                <ul className="mt-1 max-h-48 list-disc overflow-auto pl-5 text-sm text-red-700">
                  {checked.issues.map((issue) => (
                    <li key={`${issue.row}-${issue.path}-${issue.message}`}>
                      {issue.row === undefined ? '' : `Row ${issue.row}, `}
                      {issue.path || 'record'}: {issue.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!file || busy}
          onClick={() => void run(true)}
        >
          {transferMessages.check}
        </button>
        <button
          type="button"
          className={buttonClass.gold}
          disabled={!checked?.ok || busy}
          onClick={() => void run(false)}
        >
          {transferMessages.confirm}
        </button>
      </div>
    </Dialog>
  );
}
