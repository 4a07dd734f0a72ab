/**
 * The previewed record laid over a public read's answer, as the framed page's reads hold it
 * (`public/data/page-reads.ts`): a list (`content.T.list`), the pages of a paged list (`content.T.page`) or a singleton
 * (`singleton.S.get`). Pure: the answer as the server gave it in, a new answer out.
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

/** What the form will save as, shown before it is: first in its list, as the newest is. */
const newRecord = (values: Values, now: string) => ({
  _id: NEW_RECORD_ID,
  createdAt: now,
  updatedAt: now,
  ...values,
});

/** `id`: the record edited; null for a new one, added as the first item. */
export function overlayList(
  list: readonly unknown[],
  id: string | null,
  values: Values,
  now: string,
): unknown[] {
  if (id === null) return [newRecord(values, now), ...list];
  return list.map((item) => (isObject(item) && item._id === id ? withValues(item, values) : item));
}

interface Pages {
  pages: readonly unknown[];
}

const isPages = (data: unknown): data is Pages & Record<string, unknown> =>
  isObject(data) && Array.isArray(data.pages) && data.pages.every(isListPage);

interface ListPage {
  items: unknown[];
  total: number;
}

const isListPage = (page: unknown): page is ListPage & Record<string, unknown> =>
  isObject(page) && Array.isArray(page.items) && typeof page.total === 'number';

/**
 * The pages of a paged list: the record changed where it is, or a new one first on the first
 * page, every page's total one more (pages that disagree on it are read again).
 */
function overlayPages(
  data: Pages & Record<string, unknown>,
  id: string | null,
  values: Values,
  now: string,
) {
  const pages = data.pages.filter(isListPage).map((page, index) => {
    if (id !== null) return { ...page, items: overlayList(page.items, id, values, now) };
    return {
      ...page,
      items: index === 0 ? overlayList(page.items, null, values, now) : page.items,
      total: page.total + 1,
    };
  });
  return { ...data, pages };
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

/** A singleton's answer with the form's values over it. */
export const overlaySingleton = (data: unknown, values: Values): unknown =>
  isObject(data) ? { ...data, ...values } : data;
