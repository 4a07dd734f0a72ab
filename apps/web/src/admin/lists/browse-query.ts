import { access, type BrowseInput, type ContentTypeName } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';
import { browseInput, FIRST_PAGE } from './browse-input';

/** A page of a type's admin list, as the list reads it and the route preloads it. */
export const browseQuery = <K extends ContentTypeName>(trpc: Trpc, type: K, input: BrowseInput) =>
  contentProcedures(trpc, type).browse.queryOptions(input, adminRead);

/** The first page of the list (where the sidebar's links go). */
export const preloadList = (context: RouterContext, type: ContentTypeName) =>
  preloadIf(context, access.content.browse.level, () =>
    context.queryClient.ensureQueryData(browseQuery(context.trpc, type, browseInput(FIRST_PAGE))),
  );
