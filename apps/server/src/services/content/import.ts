import {
  type ApiIssue,
  type ContentTypeName,
  contentTypes,
  hasValue,
  importRowMetaSchema,
  isLocalized,
  type PublishingMeta,
  TRANSFER_ID,
  TRANSFER_VERSION,
  type Translations,
  transferMessages,
  translationOfColumn,
} from '@studio/contracts';
import type { ContentRow, PublishingWrite } from '@studio/db';
import { ServiceError, validate } from '../errors';
import { checkExpiry, timesAfter } from './times';

/** One import row, checked as a single write is: where it stands, what it names, what it holds. */
export interface PreparedRow<D> {
  row: number;
  id: string | undefined;
  version: number | undefined;
  data: D;
  publishing: PublishingWrite;
  /** The row's translation columns by locale, then field (none: null); the rest stay as stored. */
  translations: Translations;
}

/** How many issues a refused import lists (every invalid row is counted in its message). */
const ISSUES_LISTED = 100;

/** The problems of an import's rows, by row; any one refuses the whole import. */
export function importIssues() {
  const issues: Required<ApiIssue>[] = [];
  return {
    add(row: number, path: string, message: string) {
      issues.push({ row, path, message });
    },
    /** A row's refusal by the checks every write makes; any other failure is no row's fault. */
    addError(row: number, error: unknown) {
      if (!(error instanceof ServiceError) || error.kind !== 'invalid') throw error;
      for (const issue of error.issues ?? [{ path: '', message: error.message }]) {
        issues.push({ row, path: issue.path, message: issue.message });
      }
    },
    /** 400 with the issues in row order, when there are any. */
    refuseIfAny() {
      const sorted = [...issues].sort((a, b) => a.row - b.row);
      const first = sorted[0];
      if (!first) return;
      const rows = new Set(sorted.map(({ row }) => row)).size;
      throw new ServiceError('invalid', transferMessages.invalid(rows, first), {
        issues: sorted.slice(0, ISSUES_LISTED),
      });
    },
  };
}
export type ImportIssues = ReturnType<typeof importIssues>;

/** A row's `_id` and `_version` (and the row as an object), or why they cannot be read. */
export function rowMeta(input: unknown) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ServiceError('invalid', transferMessages.notARow, {
      issues: [{ path: '', message: transferMessages.notARow }],
    });
  }
  return { ...validate(importRowMetaSchema, input), row: input };
}

/**
 * A row's translation columns (`title@es`), checked: a configured non-default locale, a
 * localized field, a value the field takes (empty: no translation). Each problem is an issue.
 */
export function rowTranslations(
  type: ContentTypeName,
  input: object,
  others: readonly string[],
  row: number,
  issues: ImportIssues,
): Translations {
  const schemas = new Map(Object.entries(contentTypes[type].schema.shape));
  const translations: Translations = {};
  for (const [column, value] of Object.entries(input)) {
    const named = translationOfColumn(column);
    if (!named) continue;
    const { field, locale } = named;
    const schema = schemas.get(field);
    if (!others.includes(locale)) {
      issues.add(row, column, transferMessages.unknownLocaleColumn(locale, others));
    } else if (!schema || !isLocalized(type, field)) {
      issues.add(row, column, transferMessages.notLocalizedColumn(field));
    } else if (!hasValue(value)) {
      translations[locale] = { ...translations[locale], [field]: null };
    } else {
      const checked = schema.safeParse(value);
      if (checked.success) {
        translations[locale] = { ...translations[locale], [field]: checked.data };
      } else {
        for (const issue of checked.error.issues) issues.add(row, column, issue.message);
      }
    }
  }
  return translations;
}

/** `stored` with a row's translation columns set (null: that translation removed). */
export function withColumns(stored: Translations, columns: Translations): Translations {
  const locales = new Set([...Object.keys(stored), ...Object.keys(columns)]);
  return Object.fromEntries(
    [...locales].flatMap((locale) => {
      const values = Object.fromEntries(
        Object.entries({ ...stored[locale], ...columns[locale] }).filter(([, value]) =>
          hasValue(value),
        ),
      );
      return Object.keys(values).length > 0 ? [[locale, values]] : [];
    }),
  );
}

/**
 * The translations a record has after a row's columns (`stored`: its translations as JSON
 * text); undefined (they stay as they are) when the row has no translation column.
 */
export function translationsAfter(stored: string, columns: Translations): Translations | undefined {
  return Object.keys(columns).length === 0 ? undefined : withColumns(JSON.parse(stored), columns);
}

/** What an import writes: records to add, records to change, and how many rows change nothing. */
export interface ImportPlan<D> {
  creates: PreparedRow<D>[];
  updates: (PreparedRow<D> & { current: ContentRow })[];
  unchanged: number;
}

/**
 * Matches the rows to the stored records (by `_id`), with what only the stored record can tell:
 * an id no record has, a record named twice, a version no longer current (`_version`), an
 * expiry before the schedule it would keep. Each is one of the rows' issues.
 */
export function planImport<D extends object>(
  rows: readonly PreparedRow<D>[],
  stored: ReadonlyMap<string, ContentRow>,
  issues: ImportIssues,
): ImportPlan<D> {
  const plan: ImportPlan<D> = { creates: [], updates: [], unchanged: 0 };
  const named = new Map<string, number>();
  for (const prepared of rows) {
    const { row, id, version, publishing } = prepared;
    const current = id === undefined ? undefined : stored.get(id);
    try {
      checkExpiry(current ? timesAfter(current, publishing) : timesAfter(noTimes, publishing));
    } catch (error) {
      issues.addError(row, error);
      continue;
    }
    if (id === undefined) {
      plan.creates.push(prepared);
      continue;
    }
    const earlier = named.get(id);
    named.set(id, earlier ?? row);
    if (earlier !== undefined) issues.add(row, TRANSFER_ID, transferMessages.duplicateId(earlier));
    else if (!current) issues.add(row, TRANSFER_ID, transferMessages.unknownId);
    else if (version !== undefined && version !== current.version) {
      issues.add(row, TRANSFER_VERSION, transferMessages.staleVersion(current.version));
    } else if (unchanged(current, prepared.data, publishing, prepared.translations)) {
      plan.unchanged += 1;
    } else plan.updates.push({ ...prepared, current });
  }
  return plan;
}

const noTimes = { publishAt: null, unpublishAt: null };

/** JSON with object keys in one order: PostgreSQL's jsonb does not keep the written order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );

/** A value as the comparison sees it: an empty optional text is the same as none. */
const comparable = (fields: object) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value != null));

/**
 * Whether the row would leave the record as it is (fields, translations and publishing): such a
 * row is counted as updated but writes nothing, so importing an export again changes nothing.
 */
export function unchanged(
  current: ContentRow,
  data: object,
  publishing: PublishingWrite,
  translations: Translations,
): boolean {
  const stored: PublishingMeta = current;
  const translated: Translations = JSON.parse(current.translations);
  const after = {
    status: publishing.status ?? stored.status,
    publishAt: publishing.publishAt === undefined ? stored.publishAt : publishing.publishAt,
    unpublishAt: publishing.unpublishAt === undefined ? stored.unpublishAt : publishing.unpublishAt,
  };
  return (
    after.status === stored.status &&
    after.publishAt === stored.publishAt &&
    after.unpublishAt === stored.unpublishAt &&
    canonical(comparable(JSON.parse(current.data))) === canonical(comparable(data)) &&
    canonical(withColumns(translated, translations)) === canonical(withColumns(translated, {}))
  );
}
