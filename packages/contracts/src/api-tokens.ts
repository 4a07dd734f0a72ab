import { z } from 'zod';
import { type TokenScope, tokenScopes } from './access';
import { REQUIRED_MESSAGE, requiredText, text } from './fields';

/** Every API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'stk_';
/** How much of a token the list shows, the prefix included: enough to tell tokens apart. */
export const API_TOKEN_SHOWN = API_TOKEN_PREFIX.length + 8;
export const API_TOKEN_NAME_MAX = 100;

export const tokenScopeLabels: Record<TokenScope, string> = {
  'content:read': 'Read content (counts, admin lists)',
  'content:write': 'Write content (create, update, delete)',
  'inbox:read': 'Read the inboxes (messages, applications, CVs)',
  mcp: 'Connect an AI assistant (MCP): its tools need the scopes above too',
};

/** An expiry must lie ahead (a local time from a form is read as local time). */
export const isFutureTime = (value: string) => Date.parse(value) > Date.now();
export const FUTURE_TIME_MESSAGE = 'Choose a time in the future.';

export const createApiTokenSchema = z.object({
  name: requiredText(API_TOKEN_NAME_MAX),
  scopes: z
    .array(z.enum(tokenScopes, { error: `Choose from: ${tokenScopes.join(', ')}.` }))
    .min(1, 'Choose at least one scope.')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once.'),
  /** Optional end of validity (ISO 8601, in the future); none: until revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Enter a date and time (ISO 8601).' })
    .refine(isFutureTime, FUTURE_TIME_MESSAGE)
    .nullable()
    .optional(),
});

export const revokeApiTokenSchema = z.object({ id: text().min(1, REQUIRED_MESSAGE) });

/** A token as the API tokens page lists it: never its secret. */
export interface ApiTokenSummary {
  _id: string;
  name: string;
  /** Its first characters, as shown: `stk_a1b2c3d4…`. */
  prefix: string;
  scopes: TokenScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** The answer of create: the secret, shown this once, and the token as listed. */
export interface CreatedApiToken {
  token: string;
  summary: ApiTokenSummary;
}
