import type { ContentTypeName } from '@studio/contracts';
import type { AppRouter } from '@studio/server';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { inferRouterProxyClient } from '@trpc/client';
import { read, write } from '../../lib/trpc-fetch';

/**
 * What the public pages ask the server, over tRPC's HTTP protocol (a GET per read, a POST per
 * write) without the tRPC client: 9 KB gzip less on every visitor's first load (issue 29). The
 * types are the server's procedures' own; the query keys are those the tRPC options proxy
 * gives the same reads, so the admin's live preview (which has the client) finds them.
 */
type Client = inferRouterProxyClient<AppRouter>;
type Content = Client['content'];
// Each type's answers, by type: indexed by a type parameter, each type's own.
type Lists = { [T in ContentTypeName]: Awaited<ReturnType<Content[T]['list']['query']>> };
type Pages = { [T in ContentTypeName]: Awaited<ReturnType<Content[T]['page']['query']>> };
type PageInput = Parameters<Content['podcast']['page']['query']>[0];
type ListInput = Parameters<Content['podcast']['list']['query']>[0];
type SiteInput = Parameters<Client['singleton']['site']['get']['query']>[0];
type Site = Awaited<ReturnType<Client['singleton']['site']['get']['query']>>;
type FormToken = Awaited<ReturnType<Client['forms']['token']['query']>>;
type ContactInput = Parameters<Client['contact']['create']['mutate']>[0];
type ContactAnswer = Awaited<ReturnType<Client['contact']['create']['mutate']>>;

export { answerOf, ServerRefusal } from '../../lib/trpc-fetch';

/** tRPC's query key of a procedure: its path's parts, then its input and kind. */
const keyOf = (path: readonly string[], input: unknown, type: 'query' | 'infinite') =>
  [path, input === undefined ? { type } : { input, type }] as const;

/** A public list, whole (`content.T.list`). */
export const listQuery = <T extends ContentTypeName>(type: T, input: ListInput) =>
  queryOptions({
    queryKey: keyOf(['content', type, 'list'], input, 'query'),
    queryFn: ({ signal }) => read<Lists[T]>(`content.${type}.list`, input, signal),
  });

/** The first page's cursor: none (the server starts at the first record). */
const FIRST_PAGE: number | null = null;

/** A public gallery, a page at a time (`content.T.page`): each page says where the next starts. */
export const pagesQuery = <T extends ContentTypeName>(type: T, input: PageInput) =>
  infiniteQueryOptions({
    queryKey: keyOf(['content', type, 'page'], input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      read<Pages[T]>(
        `content.${type}.page`,
        pageParam === null ? input : { ...input, cursor: pageParam },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: { nextCursor: number | null }) => last.nextCursor,
  });

/** The site's settings (`singleton.site.get`). */
export const siteSettingsQuery = (input: SiteInput) =>
  queryOptions({
    queryKey: keyOf(['singleton', 'site', 'get'], input, 'query'),
    queryFn: ({ signal }) => read<Site>('singleton.site.get', input, signal),
  });

/** A public form's render token (`forms.token`). */
export const formTokenQuery = () =>
  queryOptions({
    queryKey: keyOf(['forms', 'token'], undefined, 'query'),
    queryFn: ({ signal }) => read<FormToken>('forms.token', undefined, signal),
  });

/** Sends the contact form (`contact.create`): POST /trpc/contact.create with the input as JSON. */
export const sendContact = (input: ContactInput) => write<ContactAnswer>('contact.create', input);
