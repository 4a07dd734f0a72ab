import type { ContentTypeName } from '@studio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/query-keys';

/**
 * After a change: the dashboard count and the public pages' cached lists are out of date
 * (the admin list itself is updated in place by the caller).
 */
export function refreshAfterChange(queryClient: QueryClient, type: ContentTypeName): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.count(type) });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
}
