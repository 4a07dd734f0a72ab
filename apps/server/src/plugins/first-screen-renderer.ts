import type { ContentTypeName } from '@studio/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * The lists a first screen is rendered with: each type's public records as tRPC lists them
 * (`content.T.list`), or the first page of them (`content.T.page`).
 */
type ScreenLists = readonly (
  | { type: ContentTypeName; records: readonly unknown[] }
  | { type: ContentTypeName; page: { items: readonly unknown[]; total: number } }
)[];

type RenderPage = (
  indexHtml: string,
  path: string,
  lists: ScreenLists,
  locales: readonly string[],
  currency: string,
) => Promise<unknown>;

/** What the build's renderer exports (apps/web src/first-screen/render.tsx), as used here. */
const rendererModule = z.object({
  firstScreenPage: z.custom<RenderPage>((value) => typeof value === 'function'),
});

type ScreenList = ScreenLists[number];
const itemsOf = (list: ScreenList) => ('page' in list ? list.page.items : list.records);
const totalOf = (list: ScreenList) => ('page' in list ? list.page.total : list.records.length);

/**
 * Whether two sets of lists are the same records: the content cache keeps each record's object
 * (and each list's array) until its type changes, so identity tells; a page is a new slice of
 * them on every read, so its items are compared one by one.
 */
const sameLists = (a: ScreenLists, b: ScreenLists) =>
  a.length === b.length &&
  a.every((list, index) => {
    const other = b[index];
    if (other === undefined || list.type !== other.type || totalOf(list) !== totalOf(other))
      return false;
    const items = itemsOf(list);
    const otherItems = itemsOf(other);
    return items.length === otherItems.length && items.every((item, at) => item === otherItems[at]);
  });

/**
 * A page's HTML with its first screen rendered with its lists, by the build's renderer (the
 * SPA's own code, built for Node): loaded on first use, so React stays out of a start and out
 * of a process no such page is asked of. One page per path is kept and rendered again only
 * when a list changes. `undefined` when the renderer is missing or fails (logged once per
 * change): the page then goes out as the build wrote it, and the SPA fetches the lists.
 */
export function firstScreenRenderer(
  file: string,
  indexHtml: string,
  log: FastifyBaseLogger,
  locales: readonly string[],
  currency: string,
) {
  let loading: Promise<RenderPage | undefined> | undefined;
  const load = () => {
    // A path, not a file: URL: the server's bundle makes each import() a require() (decision 058).
    loading ??= import(file)
      .then((module: unknown) => rendererModule.parse(module).firstScreenPage)
      .catch((error: unknown) => {
        log.error({ err: error, file }, 'The first-screen renderer could not be loaded');
        return undefined;
      });
    return loading;
  };
  const kept = new Map<string, { lists: ScreenLists; page: Promise<string | undefined> }>();

  return (path: string, lists: ScreenLists): Promise<string | undefined> => {
    const last = kept.get(path);
    if (last && sameLists(last.lists, lists)) return last.page;
    const page = load().then(async (render) => {
      if (!render) return undefined;
      try {
        return z.string().parse(await render(indexHtml, path, lists, locales, currency));
      } catch (error) {
        log.error({ err: error, path }, 'A first screen could not be rendered with its lists');
        return undefined;
      }
    });
    kept.set(path, { lists, page });
    return page;
  };
}
