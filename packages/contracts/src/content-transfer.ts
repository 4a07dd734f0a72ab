import { z } from 'zod';
import { listMessages } from './field-kinds';
import { localizedFields } from './locales';
import { listFilterSchema } from './paging';
import { publishingMetaSchema, publishingSchema } from './publishing';
import { type ContentTypeName, contentTypes } from './registry';

/**
 * A content type's records as a file and back (decision 046): `GET /api/<stem>export` writes
 * every record, `POST /api/<stem>import` reads the same rows. A row is the record's fields
 * beside these columns; with more than one locale, each translation's columns follow the fields.
 */

export const transferFormats = ['json', 'csv'] as const;
export type TransferFormat = (typeof transferFormats)[number];

/** A row's own columns: the record it updates, and the version it was exported at. */
export const TRANSFER_ID = '_id';
export const TRANSFER_VERSION = '_version';

/** Defaults of IMPORT_MAX_ROWS and IMPORT_MAX_BYTES (413 above either). */
export const IMPORT_MAX_ROWS_DEFAULT = 2000;
export const IMPORT_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

/**
 * A CSV import's header row, checked before the file is parsed (400 above): at most this many
 * bytes, and at most `IMPORT_EXTRA_COLUMNS` columns more than the export writes (`importMaxColumns`).
 */
export const IMPORT_HEADER_MAX_BYTES = 64 * 1024;
export const IMPORT_EXTRA_COLUMNS = 10;

/** A translation's column: a localized field in a non-default locale, such as `title@es`. */
export const translationColumn = (field: string, locale: string) => `${field}@${locale}`;

/** The field and locale a column names (`title@es`), or undefined for a column without `@`. */
export function translationOfColumn(column: string): { field: string; locale: string } | undefined {
  const at = column.lastIndexOf('@');
  return at < 0 ? undefined : { field: column.slice(0, at), locale: column.slice(at + 1) };
}

/** A type's translation columns: per non-default locale (in order), each localized field. */
export const translationColumns = (type: ContentTypeName, others: readonly string[]) =>
  others.flatMap((locale) =>
    localizedFields(type).map((field) => ({
      column: translationColumn(field, locale),
      field,
      locale,
    })),
  );

export const transferMessages = {
  badFormat: 'Use "json" or "csv".',
  noIds: 'Name at least one id.',
  badDryRun: 'Use 1 for a dry run, or 0.',
  notRows: 'Send a JSON array of records, or a CSV file with a header row.',
  notARow: 'Send each record as a JSON object.',
  unknownId: 'No record of this type has this id (leave _id empty to add a record).',
  duplicateId: (row: number) => `The same record as row ${row}.`,
  badId: 'Use the _id the export gave, or leave it empty to add a record.',
  badVersion: 'Use the whole number the export gave, or leave it empty.',
  staleVersion: (version: number) =>
    `This record changed since it was exported (it is at version ${version} now).`,
  badJsonCell: listMessages.badCell,
  repeatedColumn: (first: number, again: number) =>
    `Columns ${first} and ${again} of the header row have the same name.`,
  headerTooLong: `The CSV's header row may be at most ${IMPORT_HEADER_MAX_BYTES / 1024} KiB.`,
  tooManyColumns: (max: number) => `The CSV's header row may have at most ${max} columns.`,
  unknownLocaleColumn: (locale: string, others: readonly string[]) =>
    others.length === 0
      ? `"${locale}" is not a configured locale: with one locale there are no translation columns.`
      : `"${locale}" is not a locale to translate into: use ${others.join(', ')}.`,
  notLocalizedColumn: (field: string) => `"${field}" is not a field that has translations.`,
  unreadableCsv: (row: number) =>
    `The CSV could not be read (${row === 0 ? 'its header row' : `row ${row}`}).`,
  changedMeanwhile: 'A record changed while the import ran, so nothing was imported. Try again.',
  tooManyRows: (max: number) => `An import may hold at most ${max} records.`,
  /** The 400's message: how many rows are wrong, and the first problem. */
  invalid: (rows: number, first: { row: number; path: string; message: string }) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row is' : 'rows are'} invalid. Row ${first.row}, ${first.path || 'record'}: ${first.message}`,
  // The admin list's words.
  export: 'Export',
  import: 'Import',
  exportFailed: 'The export could not be downloaded.',
  importTitle: (label: string) => `Import ${label}`,
  importHelp:
    'A JSON or CSV file as Export writes it. A row with an _id updates that record, one without adds a record. Nothing is saved until you confirm.',
  chooseFile: 'File (JSON or CSV)',
  check: 'Check file',
  dryRun: ({ created, updated }: ImportAnswer) =>
    `This file adds ${created} ${created === 1 ? 'record' : 'records'} and updates ${updated}. Nothing is saved yet.`,
  confirm: 'Import',
  imported: ({ created, updated }: ImportAnswer) =>
    `Imported: ${created} added, ${updated} updated.`,
  failed: 'The import could not be completed.',
  issuesHeading: 'Problems (nothing was imported)',
} as const;

/** `ids=a,b,c`: only those records (in the type's order); unknown ids are left out. */
const idList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .refine((ids) => ids.length > 0, transferMessages.noIds);

/** The list's search and status narrow an export as they narrow the list ("Export" of all matching). */
export const exportQuerySchema = z
  .object({
    format: z.enum(transferFormats, { error: transferMessages.badFormat }).default('json'),
    ids: idList.optional(),
  })
  .extend(listFilterSchema.shape);
export type ExportQuery = z.input<typeof exportQuerySchema>;

export const importQuerySchema = z.object({
  /** `1` (or `true`): check every row and answer the counts, writing nothing. */
  dryRun: z
    .enum(['1', 'true', '0', 'false'], { error: transferMessages.badDryRun })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** What an import did, or (a dry run) would do. */
export const importAnswerSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * A row's id and version, as an import reads them beside the fields; empty or null is none
 * (a row to add, a write whatever the version), as an emptied CSV cell is.
 */
export const importRowMetaSchema = z.object({
  [TRANSFER_ID]: z
    .string({ error: transferMessages.badId })
    .nullable()
    .optional()
    .transform((id) => id || undefined),
  [TRANSFER_VERSION]: z
    .number({ error: transferMessages.badVersion })
    .int(transferMessages.badVersion)
    .min(1, transferMessages.badVersion)
    .nullable()
    .optional()
    .transform((version) => version ?? undefined),
});

/** A row as export writes it: the record's fields, publishing, version and times. */
export const exportRowSchema = (type: ContentTypeName) =>
  contentTypes[type].schema
    .extend({ [TRANSFER_ID]: z.string() })
    .extend(publishingMetaSchema.shape)
    .extend({ [TRANSFER_VERSION]: z.number().int(), createdAt: z.string(), updatedAt: z.string() });

/** A row as import reads it (the times are read-only and ignored). */
export const importRowSchema = (type: ContentTypeName) =>
  contentTypes[type].schema.extend(importRowMetaSchema.shape).extend(publishingSchema.shape);

/**
 * The columns of a type's rows, in order: id, the fields, the translations into `others` (the
 * non-default locales), publishing, version, times.
 */
export const transferColumns = (
  type: ContentTypeName,
  others: readonly string[] = [],
): string[] => [
  TRANSFER_ID,
  ...Object.keys(contentTypes[type].schema.shape),
  ...translationColumns(type, others).map(({ column }) => column),
  'status',
  'publishAt',
  'unpublishAt',
  TRANSFER_VERSION,
  'createdAt',
  'updatedAt',
];

/** The most columns a CSV import's header may name: the export's own, and a few more. */
export const importMaxColumns = (type: ContentTypeName, others: readonly string[] = []) =>
  transferColumns(type, others).length + IMPORT_EXTRA_COLUMNS;
