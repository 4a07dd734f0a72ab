import { BULK_MAX, type BulkInput, type ListFilter } from '@studio/contracts';

/**
 * The rows chosen for a bulk action: some by id (kept across pages), or every record matching
 * the list's search and filter, which the server then finds itself.
 */
export type Selection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'matching' };

export const NOTHING: Selection = { kind: 'ids', ids: new Set() };

/** How much of the page shown is selected: the header checkbox's state. */
export type PageSelection = 'all' | 'some' | 'none';

export const isSelected = (selection: Selection, id: string): boolean =>
  selection.kind === 'matching' || selection.ids.has(id);

/** Selects or unselects one row; unselecting one of "all matching" keeps the rest of its page. */
export function toggleRow(
  selection: Selection,
  id: string,
  on: boolean,
  pageIds: readonly string[],
): Selection {
  const ids = new Set(selection.kind === 'matching' ? pageIds : selection.ids);
  if (on) ids.add(id);
  else ids.delete(id);
  return { kind: 'ids', ids };
}

/** The header checkbox: every row of the page, or none of it (and no longer all matching). */
export function togglePage(
  selection: Selection,
  pageIds: readonly string[],
  on: boolean,
): Selection {
  if (selection.kind === 'matching') return on ? selection : NOTHING;
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  return { kind: 'ids', ids };
}

export function pageSelection(selection: Selection, pageIds: readonly string[]): PageSelection {
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** How many records the action would touch: `total` is how many the list's filter matches. */
export const selectedCount = (selection: Selection, total: number): number =>
  selection.kind === 'matching' ? total : selection.ids.size;

/**
 * Whether to offer "Select all N matching": the whole page is selected, more records match
 * than it shows, and no more than one action may take.
 */
export const offersAllMatching = (
  selection: Selection,
  pageIds: readonly string[],
  total: number,
): boolean =>
  selection.kind === 'ids' &&
  pageIds.length > 0 &&
  pageSelection(selection, pageIds) === 'all' &&
  total > selection.ids.size &&
  total <= BULK_MAX;

/** What the action names: the ids chosen, or the list's filter for all matching. */
export const bulkTarget = (
  selection: Selection,
  filter: ListFilter,
): Pick<BulkInput, 'ids' | 'matching'> =>
  selection.kind === 'matching' ? { matching: filter } : { ids: [...selection.ids] };
