import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ContentTypeName,
  contentTypes,
  type FieldKindModule,
  type FieldSpec,
  fieldKind,
  IMPORT_HEADER_MAX_BYTES,
  importMaxColumns,
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
import { ServiceError } from '../errors';
import type { ImportIssues } from './import';
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
 * The kind of the field a column holds (or of its translation, `title@es`); undefined for any
 * other column (ignored by the schemas). Own fields only: a column named `toString` is none.
 */
function kindOfColumn(type: ContentTypeName, column: string): FieldKindModule | undefined {
  const fields = new Map<string, FieldSpec>(Object.entries(contentTypes[type].fields));
  const spec = fields.get(translationOfColumn(column)?.field ?? column);
  return spec && fieldKind(spec.kind);
}

/**
 * A value as a CSV cell: a field's as its kind writes it; any other column's text as it is, none
 * as empty, anything else as its JSON.
 */
const cellOf = (type: ContentTypeName, column: string, value: unknown): string =>
  kindOfColumn(type, column)?.cell.write(value) ??
  (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

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
  const cells = rows.map((row) =>
    columns.map((column) => toCell(cellOf(type, column, row[column]))),
  );
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
    } else {
      const read = kindOfColumn(type, column)?.cell.read(cell) ?? { value: cell };
      if ('error' in read) issues.add(row, column, read.error);
      else values.set(column, read.value);
    }
  });
  return Object.fromEntries(values);
}

const refuse = (message: string, path = '', row?: number) =>
  new ServiceError('invalid', message, {
    issues: [{ ...(row === undefined ? {} : { row }), path, message }],
  });

const QUOTE = '"'.charCodeAt(0);
const COMMA = ','.charCodeAt(0);
const LF = '\n'.charCodeAt(0);
const CR = '\r'.charCodeAt(0);

/**
 * Refuses a header row over `IMPORT_HEADER_MAX_BYTES` or of more than `maxColumns` columns,
 * before the file is parsed: one pass over at most the header's bytes, whatever the file holds.
 * The header is the first record after a BOM and any empty lines (as the parser reads it); it
 * ends at the first line break outside quotes, so a quoted column name may hold one.
 */
function checkHeader(text: string, maxColumns: number): void {
  let start = text.startsWith('\uFEFF') ? 1 : 0;
  while (text.charCodeAt(start) === LF || text.charCodeAt(start) === CR) start += 1;
  // A character is at least one byte: past this many, the header is too long whatever they are.
  const last = Math.min(text.length, start + IMPORT_HEADER_MAX_BYTES + 1);
  let quoted = false;
  let columns = 1;
  let end = start;
  for (; end < last; end += 1) {
    const char = text.charCodeAt(end);
    // A doubled quote inside quotes turns quoting off and on again.
    if (char === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (char === COMMA) columns += 1;
    else if (char === LF || char === CR) break;
  }
  if (Buffer.byteLength(text.slice(start, end)) > IMPORT_HEADER_MAX_BYTES) {
    throw refuse(transferMessages.headerTooLong);
  }
  if (columns > maxColumns) throw refuse(transferMessages.tooManyColumns(maxColumns));
}

/** How much of a CSV file is read at a time: the server answers other requests in between. */
const CSV_SLICE = 16 * 1024;

/** The text in slices of UTF-8, each once the event loop has had its turn. */
async function* slices(text: string): AsyncGenerator<Buffer> {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + CSV_SLICE, text.length);
    // A slice ends before a pair of UTF-16 halves (an emoji), not between them.
    if (/[\uDC00-\uDFFF]/.test(text.charAt(end))) end -= 1;
    await nextTurn();
    yield Buffer.from(text.slice(at, end));
    at = end;
  }
}

/**
 * The first column named again, by position (1 for the first), and where that name stood
 * first; one pass: a header may have many columns.
 */
function repeatedColumn(columns: readonly string[]): { first: number; again: number } | undefined {
  const seen = new Map<string, number>();
  for (const [index, column] of columns.entries()) {
    const first = seen.get(column);
    if (first !== undefined) return { first: first + 1, again: index + 1 };
    seen.set(column, index);
  }
  return undefined;
}

/**
 * A CSV file's records as rows of values, by its header row (row 1: the first after it); the
 * header may name at most the export's columns for `others` (the non-default locales) and a few.
 */
async function rowsOfCsv(
  type: ContentTypeName,
  text: string,
  others: readonly string[],
  issues: ImportIssues,
): Promise<unknown[]> {
  checkHeader(text, importMaxColumns(type, others));
  // Loaded on the first import, not at every start.
  const { CsvError, parse } = await import('csv-parse');
  const records: string[][] = [];
  try {
    await pipeline(
      Readable.from(slices(text)),
      // Each line break named: the parser's own search for the first one costs a few buffers
      // a byte until it finds it, a long header's worth.
      parse({ bom: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] }),
      async (read: AsyncIterable<string[]>) => {
        for await (const record of read) records.push(record);
      },
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Counted as rows are (row 1: the first line after the header); row 0 is the header.
    const row = Math.max((typeof error.lines === 'number' ? error.lines : 1) - 1, 0);
    throw refuse(transferMessages.unreadableCsv(row), '', row);
  }
  const [header, ...lines] = records;
  if (!header) throw refuse(transferMessages.notRows);
  const columns = header.map(fromCell);
  const repeated = repeatedColumn(columns);
  // Told by position: the header's words are the caller's, never written back.
  if (repeated) throw refuse(transferMessages.repeatedColumn(repeated.first, repeated.again));
  return lines.map((cells, index) => rowOfCells(type, columns, cells, index + 1, issues));
}

/**
 * An import's rows: a JSON array as it is, or a CSV file (text) read by its header (`others`:
 * the non-default locales). A cell that cannot be read is one of the row's issues; a body that
 * is neither refuses the import.
 */
export function importRows(
  type: ContentTypeName,
  body: unknown,
  others: readonly string[],
  issues: ImportIssues,
): Promise<unknown[]> | unknown[] {
  if (typeof body === 'string') return rowsOfCsv(type, body, others, issues);
  if (!Array.isArray(body)) throw refuse(transferMessages.notRows);
  return body;
}
