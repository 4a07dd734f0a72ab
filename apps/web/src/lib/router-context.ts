import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/**
 * What every route's loader receives: loaders `ensureQueryData` the queries their page reads
 * (the same options as its components), so hovering a link (preload on intent) fetches the
 * page's data along with its code.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
