/**
 * How many tRPC calls the SPA puts in one batch request; the server's cap (TRPC_MAX_BATCH)
 * may not go below it.
 */
export const SPA_TRPC_BATCH = 10;

/** The largest page a list answers at once. */
export const PAGE_LIMIT_MAX = 100;

/** A public gallery's first screenful, and each further page as the visitor scrolls on. */
export const PUBLIC_PAGE_SIZE = 12;

/** The most pixels a library image may have; a larger one is refused before its pixels are read. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** How long a mailed invitation link works. */
export const INVITATION_DAYS = 7;
