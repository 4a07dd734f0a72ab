import type { ContentTypeName } from '@studio/contracts';
import type { PageReads } from '../public/data/page-reads';
import { type Lists, listRead, type Pages, pagesRead } from '../public/data/public-api';
import { publicListInput, publicPageInput } from '../public/data/public-page-input';

/**
 * The public lists a page's first screen was rendered with (the records the server read for
 * it), written into the page beside the root so the page's first render starts from them: a
 * whole list (`content.T.list`), or a gallery's first page (`content.T.page`), as the API
 * answers them.
 */
export type FirstScreenLists = readonly {
  [T in ContentTypeName]: { type: T; records: Lists[T] } | { type: T; page: Pages[T] };
}[ContentTypeName][];

/** The id of the JSON the page carries them in. */
export const FIRST_SCREEN_LISTS_ID = 'first-screen-lists';

/**
 * The lists in the page's reads. `locale`: the page's reads' (`readLocaleOf`), whose answers
 * the lists are. A whole list counts as the API's answer (not asked again); a gallery's first
 * page does not: the first render shows it, and the page asks the API again at once, the
 * answer SPEC.md's fallbacks follow (`usePagedList`).
 */
export function seedLists(reads: PageReads, lists: FirstScreenLists, locale?: string): void {
  for (const list of lists) {
    if ('page' in list) {
      reads.read(pagesRead(list.type, publicPageInput(locale))).put({ pages: [list.page] }, 0);
    } else {
      reads.read(listRead(list.type, publicListInput(locale))).put(list.records, Date.now());
    }
  }
}

/** The lists this page came with (none on most pages). */
export function pageLists(document: Document): FirstScreenLists {
  const json = document.getElementById(FIRST_SCREEN_LISTS_ID)?.textContent;
  // Written by this site's server into this very page: trusted as its HTML is.
  return json ? JSON.parse(json) : [];
}
