const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a page URL whose path is exactly `path` (any origin, no query). */
export const atPath = (path: string) => new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);
