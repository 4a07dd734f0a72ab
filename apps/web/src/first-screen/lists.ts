import type { ContentRecord, ContentTypeName } from '@studio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../lib/trpc';

/**
 * The public lists a page's first screen was rendered with (the records the server read for
 * it), written into the page beside the root so the SPA's first render starts from them.
 */
export type FirstScreenLists = readonly {
  type: ContentTypeName;
  records: readonly ContentRecord<ContentTypeName>[];
}[];

/** The id of the JSON the page carries them in. */
export const FIRST_SCREEN_LISTS_ID = 'first-screen-lists';

/** The lists in the query cache, as if just fetched: fresh for the cache's stale time. */
export function seedLists(queryClient: QueryClient, lists: FirstScreenLists): void {
  for (const { type, records } of lists) {
    queryClient.setQueryData(getQueryKey(trpc.content[type].list, undefined, 'query'), records);
  }
}

/** The lists this page came with (none on most pages). */
export function pageLists(document: Document): FirstScreenLists {
  const json = document.getElementById(FIRST_SCREEN_LISTS_ID)?.textContent;
  // Written by this site's server into this very page: trusted as its HTML is.
  return json ? JSON.parse(json) : [];
}
