import type { ContentRecord, ContentTypeName } from '@studio/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcClient } from '../lib/trpc';

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
  const trpc = createTRPCOptionsProxy({ queryClient, client: trpcClient });
  for (const { type, records } of lists) {
    // The key the page's `trpc.content.T.list.queryOptions()` reads, seen as any key: the
    // records are a list of the type, but a type name from a union does not narrow its answer.
    const key: QueryKey = trpc.content[type].list.queryKey();
    queryClient.setQueryData(key, records);
  }
}

/** The lists this page came with (none on most pages). */
export function pageLists(document: Document): FirstScreenLists {
  const json = document.getElementById(FIRST_SCREEN_LISTS_ID)?.textContent;
  // Written by this site's server into this very page: trusted as its HTML is.
  return json ? JSON.parse(json) : [];
}
