import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Marks queries out of date after a write and refetches those on screen, each from a request
 * begun after the write. `invalidateQueries` alone keeps a first fetch still in flight (a query
 * with no data yet, such as a search typed just before), whose answer may predate the write.
 */
export async function refetchAfterWrite(client: QueryClient, filters: QueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
