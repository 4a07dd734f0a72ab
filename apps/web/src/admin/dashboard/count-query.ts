import { access, type ContentTypeName } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';
import { countedTypes } from '../pages/admin-pages';

/** One dashboard count, as its card reads it and the route preloads it. */
export const countQuery = (trpc: Trpc, type: ContentTypeName) =>
  contentProcedures(trpc, type).count.queryOptions(undefined, adminRead);

export const preloadCounts = (context: RouterContext) =>
  preloadIf(context, access.content.count.level, () =>
    Promise.all(
      countedTypes.map((type) =>
        context.queryClient.ensureQueryData(countQuery(context.trpc, type)),
      ),
    ),
  );
