import type { ContentTypeName } from '@studio/contracts';
import type { AppRouter } from '@studio/server';
import type { inferRouterProxyClient } from '@trpc/client';
import { read, write } from '../../lib/trpc-fetch';
import type { ReadDef, ReadKey } from './page-reads';

/**
 * What the public pages ask the server, over tRPC's HTTP protocol (a GET per read, a POST per
 * write) without the tRPC client: 9 KB gzip less on every visitor's first load (issue 29). The
 * types are the server's procedures' own; the keys are those tRPC's options proxy gives the
 * same reads (`page-reads.ts` shares a read by its key).
 */
type Client = inferRouterProxyClient<AppRouter>;
type Content = Client['content'];
// Each type's answers, by type: indexed by a type parameter, each type's own.
export type Lists = { [T in ContentTypeName]: Awaited<ReturnType<Content[T]['list']['query']>> };
export type Pages = { [T in ContentTypeName]: Awaited<ReturnType<Content[T]['page']['query']>> };
type PageInput = Parameters<Content['podcast']['page']['query']>[0];
type ListInput = Parameters<Content['podcast']['list']['query']>[0];
type SiteInput = Parameters<Client['singleton']['site']['get']['query']>[0];
type Site = Awaited<ReturnType<Client['singleton']['site']['get']['query']>>;
type FormToken = Awaited<ReturnType<Client['forms']['token']['query']>>;
type ContactInput = Parameters<Client['contact']['create']['mutate']>[0];
type ContactAnswer = Awaited<ReturnType<Client['contact']['create']['mutate']>>;

/** tRPC's query key of a procedure: its path's parts, then its input and kind. */
const keyOf = (path: readonly string[], input: unknown, type: ReadKey[1]['type']): ReadKey => [
  path,
  input === undefined ? { type } : { input, type },
];

/** A public list, whole (`content.T.list`). */
export const listRead = <T extends ContentTypeName>(
  type: T,
  input: ListInput,
): ReadDef<Lists[T]> => ({
  key: keyOf(['content', type, 'list'], input, 'query'),
  load: () => read<Lists[T]>(`content.${type}.list`, input),
});

/** The pages of a gallery read so far, in order (the shape the live preview overlays). */
export interface Paged<P> {
  pages: P[];
}

/** Where the page after `page` starts: none after the last. */
const cursorAfter = (page: { nextCursor: number | null }) => page.nextCursor;

/**
 * A public gallery, a page at a time (`content.T.page`): each page says where the next starts.
 * Read again, it is read from the first page for as many pages as it shows.
 */
export function pagesRead<T extends ContentTypeName>(
  type: T,
  input: PageInput,
): ReadDef<Paged<Pages[T]>> {
  const page = (cursor: number | null) =>
    read<Pages[T]>(`content.${type}.page`, cursor === null ? input : { ...input, cursor });
  return {
    key: keyOf(['content', type, 'page'], input, 'infinite'),
    async load(current) {
      const pages: Pages[T][] = [];
      let cursor: number | null = null;
      do {
        const next: Pages[T] = await page(cursor);
        pages.push(next);
        cursor = cursorAfter(next);
      } while (cursor !== null && pages.length < (current?.pages.length ?? 1));
      return { pages };
    },
    async more(current) {
      // The last page's: where the next starts.
      const cursor = current.pages.reduce<number | null>((_, page) => cursorAfter(page), null);
      if (cursor === null) return current;
      return { pages: [...current.pages, await page(cursor)] };
    },
  };
}

/** The site's settings (`singleton.site.get`). */
export const siteSettingsRead = (input: SiteInput): ReadDef<Site> => ({
  key: keyOf(['singleton', 'site', 'get'], input, 'query'),
  load: () => read<Site>('singleton.site.get', input),
});

/** A fresh render token for a public form (`forms.token`). */
export const fetchFormToken = (): Promise<FormToken> => read<FormToken>('forms.token');

/** Sends the contact form (`contact.create`): POST /trpc/contact.create with the input as JSON. */
export const sendContact = (input: ContactInput) => write<ContactAnswer>('contact.create', input);
