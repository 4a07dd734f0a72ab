/**
 * When a gallery's first page that came with the page (the server's first screen, seeded into
 * the cache) counts as answered: never. It is stale at once, so the page asks the API again.
 * A module of its own: the entry seeds, the galleries read it.
 */
export const SEEDED_AT = 0;
