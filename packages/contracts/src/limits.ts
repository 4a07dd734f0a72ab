/**
 * How many tRPC calls the SPA puts in one batch request; the server's cap (TRPC_MAX_BATCH)
 * may not go below it.
 */
export const SPA_TRPC_BATCH = 10;

/** The largest page a list answers at once. */
export const PAGE_LIMIT_MAX = 100;
