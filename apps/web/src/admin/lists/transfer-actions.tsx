import {
  access,
  type ContentTypeName,
  type ImportAnswer,
  type TransferFormat,
  transferFormats,
  transferMessages,
} from '@studio/contracts';
import { useId, useState } from 'react';
import { useAllows } from '../auth/session-user';
import { buttonClass, compactSelectClass } from '../ui/styles';
import { downloadExport } from './export-records';
import { ImportDialog } from './import-dialog';

interface TransferActionsProps {
  type: ContentTypeName;
  /** After a real import: what it did (the list then reloads). */
  onImported: (answer: ImportAnswer) => void;
  /** An export the server refused, or that could not be fetched. */
  onExportFailed: (message: string) => void;
  /** The format Export downloads in (the selection bar's Export uses it too). */
  format: TransferFormat;
  onFormat: (format: TransferFormat) => void;
}

/** A list's Export (in the chosen format) and Import buttons, for the roles that may. */
export function TransferActions({
  type,
  onImported,
  onExportFailed,
  format,
  onFormat,
}: TransferActionsProps) {
  const id = useId();
  const mayExport = useAllows(access.contentTransfer.export.level);
  const mayImport = useAllows(access.contentTransfer.import.level);
  const [importing, setImporting] = useState(false);
  const exportNow = () =>
    downloadExport(type, format).catch((error: unknown) =>
      onExportFailed(error instanceof Error ? error.message : transferMessages.exportFailed),
    );

  return (
    <>
      {mayExport ? (
        <span className="flex items-center gap-1">
          <label htmlFor={`${id}-format`} className="sr-only">
            Export format
          </label>
          <select
            id={`${id}-format`}
            className={compactSelectClass}
            value={format}
            onChange={(event) =>
              onFormat(transferFormats.find((item) => item === event.target.value) ?? 'csv')
            }
          >
            {transferFormats.map((item) => (
              <option key={item} value={item}>
                {item.toUpperCase()}
              </option>
            ))}
          </select>
          <button type="button" className={buttonClass.secondary} onClick={() => void exportNow()}>
            {transferMessages.export}
          </button>
        </span>
      ) : null}
      {mayImport ? (
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setImporting(true)}
          >
            {transferMessages.import}
          </button>
          <ImportDialog
            type={type}
            open={importing}
            onClose={() => setImporting(false)}
            onImported={onImported}
          />
        </>
      ) : null}
    </>
  );
}
