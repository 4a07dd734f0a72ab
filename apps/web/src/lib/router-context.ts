import type { AppRouter } from '@studio/server';
import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';

/** tRPC's query utilities outside React: the same keys and cache as the hooks. */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/**
 * What every route's loader receives: loaders `ensureData` the queries their page reads, so
 * hovering a link (preload on intent) fetches the page's data along with its code.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}
