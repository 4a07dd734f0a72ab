import type { ContentTypeName } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { settle } from '../api/preload-guard';
import { adminRead } from '../api/read-options';
import { contentProcedures } from '../content/content-procedures';

/** The record an edit page shows: drafts and scheduled records too, with their publishing. */
export const recordQuery = <K extends ContentTypeName>(trpc: Trpc, type: K, id: string) =>
  contentProcedures(trpc, type).get.queryOptions({ id, preview: true }, adminRead);

/**
 * An edit form starts from what is stored now, not from a copy cached minutes ago: only a
 * copy this young (a hover's preload just before the click) is used as it is.
 */
const RECORD_FRESH_MS = 5_000;

export const preloadRecord = (
  { trpc, queryClient }: RouterContext,
  type: ContentTypeName,
  id: string,
) => settle(queryClient.fetchQuery({ ...recordQuery(trpc, type, id), staleTime: RECORD_FRESH_MS }));
