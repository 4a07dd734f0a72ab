import type { ContentRecord, ContentTypeName, ListPage } from '@studio/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { listQuery, pagesQuery } from '../public/data/public-api';
import { publicListInput, publicPageInput } from '../public/data/public-page-input';
import { SEEDED_AT } from '../public/data/seeded';

type Records = readonly ContentRecord<ContentTypeName>[];

/**
 * The public lists a page's first screen was rendered with (the records the server read for
 * it), written into the page beside the root so the SPA's first render starts from them: a
 * whole list (`content.T.list`), or a gallery's first page (`content.T.page`).
 */
export type FirstScreenLists = readonly (
  | { type: ContentTypeName; records: Records }
  | { type: ContentTypeName; page: ListPage<ContentRecord<ContentTypeName>> }
)[];

/** The id of the JSON the page carries them in. */
export const FIRST_SCREEN_LISTS_ID = 'first-screen-lists';

/**
 * The lists in the query cache, as if just fetched: fresh for the cache's stale time. `locale`:
 * the page's reads' (`readLocaleOf`), whose answers the lists are.
 */
export function seedLists(
  queryClient: QueryClient,
  lists: FirstScreenLists,
  locale?: string,
): void {
  for (const list of lists) {
    // The keys the page's queries read, as plain keys: the records are a list of the type, but
    // a type name from a union does not narrow its answer.
    if ('page' in list) {
      const { queryKey, initialPageParam } = pagesQuery(list.type, publicPageInput(locale));
      // The first page, asked for without a cursor. Stale from the start (updated at 0): the
      // first render shows it, and the page asks the API again at once, the answer SPEC.md's
      // fallbacks follow (`usePagedList`).
      const data: InfiniteData<typeof list.page, typeof initialPageParam> = {
        pages: [list.page],
        pageParams: [initialPageParam],
      };
      queryClient.setQueryData([...queryKey], data, { updatedAt: SEEDED_AT });
    } else {
      const { queryKey } = listQuery(list.type, publicListInput(locale));
      queryClient.setQueryData([...queryKey], list.records);
    }
  }
}

/** The lists this page came with (none on most pages). */
export function pageLists(document: Document): FirstScreenLists {
  const json = document.getElementById(FIRST_SCREEN_LISTS_ID)?.textContent;
  // Written by this site's server into this very page: trusted as its HTML is.
  return json ? JSON.parse(json) : [];
}
