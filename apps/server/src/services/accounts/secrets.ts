import { createHash, randomBytes } from 'node:crypto';

/** Sessions and API tokens are kept as the SHA-256 of their secret, never the secret. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A session's or token's "last used" time is written at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;
