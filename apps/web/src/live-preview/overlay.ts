/**
 * The previewed record laid over a public read's answer, as the framed page's reads hold it
 * (`public/data/page-reads.ts`): a list (`content.T.list`), the pages of a paged list
 * (`content.T.page`) or a singleton (`singleton.S.get`). Pure: the answer as the server gave
 * it in, a new answer out. The record is shown wherever it is: where it sits in the site's
 * order, or first where a page shows only the first record.
 */

/** The id a new record (the add page's) has in the preview's lists. */
export const NEW_RECORD_ID = 'live-preview';

type Values = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A listed record with the form's values over its fields. A field's `_media` (its library
 * file's variants) describes the stored value: it goes when the value changes.
 */
function withValues(record: Record<string, unknown>, values: Values) {
  const media = isObject(record._media) ? record._media : undefined;
  const kept = media
    ? Object.fromEntries(
        Object.entries(media).filter(
          ([field]) => !(field in values) || same(values[field], record[field]),
        ),
      )
    : undefined;
  return { ...record, ...values, ...(kept ? { _media: kept } : {}) };
}

/**
 * What the form will save as, shown before it is (`id` null), or a record the answer lacks
 * (saved since the page read its list): the form's values under its id.
 */
const newRecord = (id: string | null, values: Values, now: string) => ({
  _id: id ?? NEW_RECORD_ID,
  createdAt: now,
  updatedAt: now,
  ...values,
});

const holds = (list: readonly unknown[], id: string | null) =>
  id !== null && list.some((item) => isObject(item) && item._id === id);

/** The list with the values over the record `id`, the others as they are. */
const changed = (list: readonly unknown[], id: string | null, values: Values) =>
  list.map((item) => (isObject(item) && item._id === id ? withValues(item, values) : item));

/**
 * `id`: the record edited, changed where it is; null for a new one, added last, where the
 * site's order puts a new record (and a record the list lacks, likewise).
 */
export function overlayList(
  list: readonly unknown[],
  id: string | null,
  values: Values,
  now: string,
): unknown[] {
  return holds(list, id) ? changed(list, id, values) : [...list, newRecord(id, values, now)];
}

interface Pages {
  pages: readonly unknown[];
}

const isPages = (data: unknown): data is Pages & Record<string, unknown> =>
  isObject(data) && Array.isArray(data.pages) && data.pages.every(isListPage);

interface ListPage {
  items: unknown[];
  total: number;
  nextCursor?: unknown;
}

const isListPage = (page: unknown): page is ListPage & Record<string, unknown> =>
  isObject(page) && Array.isArray(page.items) && typeof page.total === 'number';

const pagesHold = (data: Pages, id: string | null) =>
  data.pages.some((page) => isListPage(page) && holds(page.items, id));

/**
 * A paged answer that does not hold the record yet and has pages still to read: the framed
 * page reads on until it does (a new record, until the last page, where it goes).
 */
export function readsOn(data: unknown, id: string | null): boolean {
  if (!isPages(data) || pagesHold(data, id)) return false;
  const last = data.pages.at(-1);
  return isListPage(last) && last.nextCursor !== null && last.nextCursor !== undefined;
}

/**
 * The pages of a paged list: the record changed on the page that holds it; else, once the last
 * page is read, added at its end, every page's total one more (pages that disagree on it are
 * read again); until then, the pages as they are.
 */
function overlayPages(
  data: Pages & Record<string, unknown>,
  id: string | null,
  values: Values,
  now: string,
) {
  const pages = data.pages.filter(isListPage);
  if (pagesHold(data, id)) {
    return {
      ...data,
      pages: pages.map((page) => ({ ...page, items: changed(page.items, id, values) })),
    };
  }
  if (readsOn(data, id)) return data;
  const last = pages.length - 1;
  return {
    ...data,
    pages: pages.map((page, index) => ({
      ...page,
      items: index === last ? overlayList(page.items, id, values, now) : page.items,
      total: page.total + 1,
    })),
  };
}

/** A content read's answer with the record laid over it; any other answer as it is. */
export function overlayContent(
  data: unknown,
  id: string | null,
  values: Values,
  now: string,
): unknown {
  if (Array.isArray(data)) return overlayList(data, id, values, now);
  if (isPages(data)) return overlayPages(data, id, values, now);
  return data;
}

/**
 * A list a page shows the first record of (`shownFirst`): the record edited, or a new one,
 * takes that place, so the page shows it.
 */
export function overlayFirst(
  data: unknown,
  id: string | null,
  values: Values,
  now: string,
): unknown {
  if (!Array.isArray(data)) return data;
  const found = data.find((item) => isObject(item) && id !== null && item._id === id);
  const first = isObject(found) ? withValues(found, values) : newRecord(id, values, now);
  return [first, ...data.filter((item) => item !== found)];
}

/** A singleton's answer with the form's values over it. */
export const overlaySingleton = (data: unknown, values: Values): unknown =>
  isObject(data) ? { ...data, ...values } : data;
