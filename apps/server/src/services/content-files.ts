import {
  type ContentTypeName,
  contentTypes,
  type FieldKind,
  isTextKind,
  type PublishingMeta,
  type RecordMeta,
  TRANSFER_ID,
  TRANSFER_VERSION,
  type TransferFormat,
  type Translations,
  transferColumns,
  transferMessages,
  translationColumns,
  translationOfColumn,
  type VersionMeta,
} from '@studio/contracts';
import type { ImportIssues } from './content-import';
import { ServiceError } from './errors';
import { fromCell, toCell } from './spreadsheet-cells';

/** A record as the admin reads it: its fields beside its id, publishing, version and times. */
type StoredRecord = RecordMeta & PublishingMeta & VersionMeta;

/** An export: the file's name, its media type, its text. */
export interface ExportFile {
  name: string;
  type: string;
  body: string;
}

/** The translations an export writes: into the non-default locales, each record's by id. */
export interface ExportTranslations {
  others: readonly string[];
  byId: ReadonlyMap<string, Translations>;
}

/** The record as an export row: the columns of `transferColumns`, in order. */
function exportRow(
  type: ContentTypeName,
  record: StoredRecord,
  { others, byId }: ExportTranslations,
): Record<string, unknown> {
  const values = new Map<string, unknown>(Object.entries(record));
  const fields = Object.keys(contentTypes[type].schema.shape).filter((name) => values.has(name));
  const stored = byId.get(record._id);
  return {
    [TRANSFER_ID]: record._id,
    ...Object.fromEntries(fields.map((name) => [name, values.get(name)])),
    ...Object.fromEntries(
      translationColumns(type, others).map(({ column, field, locale }) => [
        column,
        stored?.[locale]?.[field] ?? null,
      ]),
    ),
    status: record.status,
    publishAt: record.publishAt,
    unpublishAt: record.unpublishAt,
    [TRANSFER_VERSION]: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * Whether a column holds text as it is (else the value's JSON): a field (or its translation,
 * `title@es`) by its kind, any other column (ignored by the schemas) as text. Own fields only:
 * a column named `toString` is none.
 */
function textColumn(type: ContentTypeName, column: string): boolean {
  const { fields } = contentTypes[type];
  const kinds = new Map<string, FieldKind>(
    Object.entries(fields).map(([name, spec]) => [name, spec.kind]),
  );
  const kind = kinds.get(translationOfColumn(column)?.field ?? column);
  return kind === undefined || isTextKind(kind);
}

/** A value as a CSV cell: text as it is, none as empty, anything else as its JSON. */
const cellOf = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);

/**
 * Every record of a type as a file: a JSON array of rows, or CSV (UTF-8 with a BOM, a header
 * row of the column names, formulas neutralised).
 */
export async function exportFile(
  type: ContentTypeName,
  records: readonly StoredRecord[],
  format: TransferFormat,
  translations: ExportTranslations,
): Promise<ExportFile> {
  const { stem } = contentTypes[type];
  const rows = records.map((record) => exportRow(type, record, translations));
  if (format === 'json') {
    return {
      name: `${stem}.json`,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(rows),
    };
  }
  const columns = transferColumns(type, translations.others);
  const cells = rows.map((row) => columns.map((column) => toCell(cellOf(row[column]))));
  // Loaded on the first export, not at every start.
  const { stringify } = await import('csv-stringify/sync');
  return {
    name: `${stem}.csv`,
    type: 'text/csv; charset=utf-8',
    body: `\uFEFF${stringify([columns.map(toCell), ...cells])}`,
  };
}

/** The CSV columns read back as they were written; empty cells are left out or cleared. */
function rowOfCells(
  type: ContentTypeName,
  header: readonly string[],
  cells: readonly string[],
  row: number,
  issues: ImportIssues,
): Record<string, unknown> {
  // A map, then an object of own keys: a column named `__proto__` sets nothing but itself.
  const values = new Map<string, unknown>();
  header.forEach((column, index) => {
    const cell = fromCell(cells[index] ?? '');
    if (column === 'createdAt' || column === 'updatedAt') return;
    // No schedule or expiry; a left-out status keeps the stored one (published when added).
    if (column === 'publishAt' || column === 'unpublishAt') {
      values.set(column, cell === '' ? null : cell);
      return;
    }
    // An empty translation cell is no translation (a column left out keeps the stored ones).
    if (cell === '') {
      if (translationOfColumn(column)) values.set(column, null);
      return;
    }
    if (column === TRANSFER_VERSION) {
      values.set(column, /^\d+$/.test(cell) ? Number(cell) : cell);
    } else if (textColumn(type, column)) {
      values.set(column, cell);
    } else {
      try {
        values.set(column, JSON.parse(cell));
      } catch {
        issues.add(row, column, transferMessages.badJsonCell);
      }
    }
  });
  return Object.fromEntries(values);
}

const refuse = (message: string, path = '', row?: number) =>
  new ServiceError('invalid', message, {
    issues: [{ ...(row === undefined ? {} : { row }), path, message }],
  });

/** A CSV file's records as rows of values, by its header row (row 1: the first after it). */
async function rowsOfCsv(
  type: ContentTypeName,
  text: string,
  issues: ImportIssues,
): Promise<unknown[]> {
  const { CsvError, parse } = await import('csv-parse/sync');
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Counted as rows are (row 1: the first line after the header); row 0 is the header.
    const row = Math.max((typeof error.lines === 'number' ? error.lines : 1) - 1, 0);
    throw refuse(transferMessages.unreadableCsv(row), '', row);
  }
  const [header, ...lines] = records;
  if (!header) throw refuse(transferMessages.notRows);
  const columns = header.map(fromCell);
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) throw refuse(transferMessages.repeatedColumn(repeated), repeated);
  return lines.map((cells, index) => rowOfCells(type, columns, cells, index + 1, issues));
}

/**
 * An import's rows: a JSON array as it is, or a CSV file (text) read by its header. A cell that
 * cannot be read is one of the row's issues; a body that is neither refuses the import.
 */
export function importRows(
  type: ContentTypeName,
  body: unknown,
  issues: ImportIssues,
): Promise<unknown[]> | unknown[] {
  if (typeof body === 'string') return rowsOfCsv(type, body, issues);
  if (!Array.isArray(body)) throw refuse(transferMessages.notRows);
  return body;
}
